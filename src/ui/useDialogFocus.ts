import { useEffect, useId, useRef } from 'react'
import { isH5Build } from '@/core/platform/env'

const FOCUSABLE = 'a[href], button, input, textarea, select, [tabindex]:not([tabindex="-1"])'

/**
 * H5: while a popup or sheet is open it is a modal dialog: role and name set, focus moved into it and kept
 * there (Tab wraps), Esc closes it, and focus goes back to where it was when it closes. Answers the class
 * to put on the dialog's root. Mini-programs manage focus themselves: there it only answers the class.
 */
export function useDialogFocus(isOpened: boolean, onClose: (() => void) | undefined, label: string): string {
  const marker = `dialog-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  // The latest close and label, without re-running the effect (callers pass new functions each render).
  const latest = useRef({ onClose, label })
  latest.current = { onClose, label }
  useEffect(() => {
    if (!isOpened || !isH5Build() || typeof document === 'undefined') return undefined
    const previous = document.activeElement as HTMLElement | null
    const root = () => document.querySelector<HTMLElement>(`.${marker}`)
    const timer = setTimeout(() => {
      const dialog = root()
      if (!dialog) return
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-modal', 'true')
      dialog.setAttribute('aria-label', latest.current.label)
      if (!dialog.contains(document.activeElement)) {
        const first = dialog.querySelector<HTMLElement>(FOCUSABLE)
        if (first) first.focus()
        else {
          dialog.tabIndex = -1
          dialog.focus()
        }
      }
    }, 0)
    const onKey = (event: KeyboardEvent) => {
      const dialog = root()
      if (!dialog) return
      if (event.key === 'Escape') {
        event.preventDefault()
        latest.current.onClose?.()
        return
      }
      if (event.key !== 'Tab') return
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]') && !(el as HTMLButtonElement).disabled && getComputedStyle(el).display !== 'none')
      if (items.length === 0) {
        event.preventDefault()
        return
      }
      const first = items[0]
      const last = items[items.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('keydown', onKey)
      if (previous && document.contains(previous)) previous.focus()
    }
  }, [isOpened, marker])
  return marker
}
