import { useState, type ReactElement } from 'react'
import { ConfirmPopup } from './ConfirmPopup'

/**
 * Asks before an action that cannot be undone (a delete, mostly): `ask(item)` opens the confirm popup with
 * `content(item)`, and `onConfirm(item)` runs only when the user confirms. Render `popup` once in the screen.
 */
export function useConfirm<T>(onConfirm: (item: T) => void, content: (item: T) => string, confirmText = '确定删除'): { ask: (item: T) => void; popup: ReactElement } {
  const [pending, setPending] = useState<{ item: T } | null>(null)
  const popup = (
    <ConfirmPopup
      isOpened={pending !== null}
      content={pending ? content(pending.item) : ''}
      confirmText={confirmText}
      onConfirm={() => {
        const asked = pending
        setPending(null)
        if (asked) onConfirm(asked.item)
      }}
      onCancel={() => setPending(null)}
    />
  )
  return { ask: (item) => setPending({ item }), popup }
}
