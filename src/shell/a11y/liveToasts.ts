/**
 * H5: Taro draws toasts and modals as plain elements appended to <body>. Marking them as live regions makes
 * screen readers announce them (status for toasts, alertdialog for modals). Mini-programs' native toasts are
 * announced by the system.
 */
const MARKS: ReadonlyArray<{ selector: string; attributes: Record<string, string> }> = [
  { selector: '.taro__toast', attributes: { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' } },
  { selector: '.taro__modal', attributes: { role: 'alertdialog', 'aria-modal': 'true' } },
]

export function markLiveRegions(root: ParentNode): void {
  for (const { selector, attributes } of MARKS) {
    root.querySelectorAll(selector).forEach((element) => {
      for (const [name, value] of Object.entries(attributes)) if (element.getAttribute(name) !== value) element.setAttribute(name, value)
    })
  }
}

/** Watches <body> for Taro's toast and modal elements; answers a function that stops watching. */
export function announceToasts(body: HTMLElement = document.body): () => void {
  markLiveRegions(body)
  const observer = new MutationObserver(() => markLiveRegions(body))
  observer.observe(body, { childList: true })
  return () => observer.disconnect()
}
