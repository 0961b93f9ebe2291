/**
 * H5: taro-ui's AtButton is a plain view with a click handler (its inner Taro Button is no native button), so a
 * screen reader does not call it a button and the keyboard cannot reach it. Marked here once for every screen:
 * `role="button"`, in the tab order, and `aria-disabled` when taro-ui draws it disabled (an inactive control,
 * which WCAG exempts from the contrast rule). Enter and Space then click it (keyboardActivation.ts).
 */
const BUTTON = 'at-button'

function mark(element: Element): void {
  const disabled = element.classList.contains(`${BUTTON}--disabled`)
  const wanted: Record<string, string> = { role: 'button', tabindex: disabled ? '-1' : '0', 'aria-disabled': String(disabled) }
  for (const [name, value] of Object.entries(wanted)) if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}

export function markTaroUiButtons(root: ParentNode): void {
  if (root instanceof Element && root.classList.contains(BUTTON)) mark(root)
  root.querySelectorAll(`.${BUTTON}`).forEach(mark)
}

/** Watches the document for taro-ui buttons (new ones, and a button's disabled class changing); answers a function that stops. */
export function announceTaroUiButtons(body: HTMLElement = document.body): () => void {
  markTaroUiButtons(body)
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') {
        if (mutation.target instanceof Element && mutation.target.classList.contains(BUTTON)) mark(mutation.target)
      } else {
        mutation.addedNodes.forEach((node) => {
          if (node instanceof Element) markTaroUiButtons(node)
        })
      }
    }
  })
  observer.observe(body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
