import type { ComponentType } from 'react'
import type { ApiResult, RequestFn } from '@/core/http/types'
import { StoresProvider } from '@/stores/context'
import { createRootStore, type RootStore } from '@/stores/root'
import { memoryStorage } from '@test/stores/fakes'

/** A root store on memory storage; every call answers `Data: null` unless `request` says otherwise. */
export function testRoot(request?: RequestFn): RootStore {
  const fallback = (async () => ({ Code: '0000', Msg: '', Data: null }) as ApiResult<never>) as RequestFn
  return createRootStore({ storage: memoryStorage(), request: request ?? fallback })
}

/** The component inside a StoresProvider, for TestUtils.mount. */
export function withStores<P extends object>(root: RootStore, Component: ComponentType<P>): ComponentType<P> {
  return function WithStores(props: P) {
    return (
      <StoresProvider root={root}>
        <Component {...props} />
      </StoresProvider>
    )
  }
}
