import { useEffect } from 'react'
import { useStores } from '@/stores/context'

/** While `isOpened`, the popup counts once in the global count of open popups (ui store). */
export function usePopupCount(isOpened: boolean): void {
  const { ui } = useStores()
  useEffect(() => {
    if (!isOpened) return undefined
    ui.popupOpened()
    return () => ui.popupClosed()
  }, [isOpened, ui])
}
