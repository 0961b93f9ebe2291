/**
 * H5: the kit's controls are Taro views with a role (button, tab, link, checkbox) and `tabIndex`, not native
 * buttons, so the browser gives them no keyboard action. Enter (and Space, as on a native button) on such a
 * focused control clicks it. Native controls and text fields keep their own behaviour.
 */
const ROLES = new Set(['button', 'tab', 'link', 'checkbox', 'menuitem', 'option', 'switch'])
const NATIVE = new Set(['BUTTON', 'A', 'INPUT', 'TEXTAREA', 'SELECT'])

export function activatesOnKey(target: EventTarget | null, key: string): target is HTMLElement {
  if (key !== 'Enter' && key !== ' ') return false
  const element = target as HTMLElement | null
  if (!element || typeof element.getAttribute !== 'function' || NATIVE.has(element.tagName)) return false
  return ROLES.has(element.getAttribute('role') ?? '') && element.getAttribute('aria-disabled') !== 'true'
}

/** Listens on the document; answers a function that stops listening. */
export function activateControlsByKeyboard(doc: Document = document): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat || !activatesOnKey(event.target, event.key)) return
    event.preventDefault()
    ;(event.target as HTMLElement).click()
  }
  doc.addEventListener('keydown', onKey)
  return () => doc.removeEventListener('keydown', onKey)
}
