import { useRouter } from '@tarojs/taro'
import type { ComponentType } from 'react'
import { decodeQuery } from './query'
import { PageErrorBoundary } from './PageErrorBoundary'
import { SessionGate } from '../session/SessionGate'
import { usePagePreload } from '../pageLoading/usePagePreload'

import type { ScreenProps, SpecRouteId } from '@/routes/types'

export type { ScreenProps }

export type PageDefinition<V extends string> = { routeId: SpecRouteId; variant?: V }

/** The one place a page is assembled: query decoding, error boundary, session guard, variant, preloading. */
export function createPage<V extends string = never>(Screen: ComponentType<ScreenProps<V>>, definition: PageDefinition<V>) {
  function Page() {
    const router = useRouter()
    const query = decodeQuery(router.params)
    usePagePreload(definition.routeId)
    return (
      <PageErrorBoundary routeId={definition.routeId}>
        <SessionGate routeId={definition.routeId} query={query}>
          <Screen routeId={definition.routeId} variant={definition.variant} query={query} />
        </SessionGate>
      </PageErrorBoundary>
    )
  }
  Page.displayName = `Page(${definition.routeId})`
  return Page
}
