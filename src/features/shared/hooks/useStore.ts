import { useEffect, useState } from 'react'

/** One feature store per mounted screen; its `dispose` (when it has one) runs on unmount. */
export function useStore<T extends object>(create: () => T): T {
  const [store] = useState(create)
  useEffect(() => () => (store as { dispose?: () => void }).dispose?.(), [store])
  return store
}
