import { createContext, createElement, useContext } from 'react'
import type { PropsWithChildren } from 'react'
import { PopupCountContext } from '@/ui/popupCount'
import type { RootStore } from './root'

export const StoresContext = createContext<RootStore | null>(null)

/** The root store for the screens, and its ui store as the counter of open popups for src/ui (which knows no store). */
export function StoresProvider({ root, children }: PropsWithChildren<{ root: RootStore }>) {
  return createElement(StoresContext.Provider, { value: root }, createElement(PopupCountContext.Provider, { value: root.ui }, children))
}

/** The root store; throws outside a StoresProvider. */
export function useStores(): RootStore {
  const root = useContext(StoresContext)
  if (!root) throw new Error('useStores() needs a <StoresProvider> above it')
  return root
}
