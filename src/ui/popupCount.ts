import { createContext, useContext, useEffect } from 'react'

/** What counts open popups (the ui store does); the ui only knows this face, the stores' provider hands it in. */
export type PopupCounter = { popupOpened(): void; popupClosed(): void }

/** Given by StoresProvider (src/stores/context.ts) from the root store's ui store; nothing counts without it. */
export const PopupCountContext = createContext<PopupCounter | null>(null)

/** While `isOpened`, the popup counts once in the global count of open popups. */
export function usePopupCount(isOpened: boolean): void {
  const counter = useContext(PopupCountContext)
  useEffect(() => {
    if (!isOpened || !counter) return undefined
    counter.popupOpened()
    return () => counter.popupClosed()
  }, [isOpened, counter])
}
