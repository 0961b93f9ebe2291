import { createContext, createElement, useContext } from 'react'
import type { PropsWithChildren } from 'react'
import type { RootStore } from './root'

export const StoresContext = createContext<RootStore | null>(null)

export function StoresProvider({ root, children }: PropsWithChildren<{ root: RootStore }>) {
  return createElement(StoresContext.Provider, { value: root }, children)
}

/** The root store; throws outside a StoresProvider. */
export function useStores(): RootStore {
  const root = useContext(StoresContext)
  if (!root) throw new Error('useStores() needs a <StoresProvider> above it')
  return root
}
