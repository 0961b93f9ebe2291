import { useRouter } from '@tarojs/taro'
import type { ComponentType } from 'react'
import { decodeQuery } from './query'
import { PageErrorBoundary } from './PageErrorBoundary'
import { SessionGate } from '../session/SessionGate'
import { usePagePreload } from '../pageLoading/usePagePreload'

import type { ScreenProps, SpecRouteId } from '@/routes/types'

export type { ScreenProps }

/** What the generated page module names: the route, its title (the spec's, as in its page config) and variant. */
export type PageDefinition<V extends string> = { routeId: SpecRouteId; title?: string; variant?: V }

/** The one place a page is assembled: query decoding, error boundary, session guard, variant, preloading. */
export function createPage<V extends string = never>(Screen: ComponentType<ScreenProps<V>>, definition: PageDefinition<V>) {
  function Page() {
    const router = useRouter()
    const query = decodeQuery(router.params)
    usePagePreload(definition.routeId)
    return (
      <PageErrorBoundary routeId={definition.routeId}>
        <SessionGate routeId={definition.routeId} query={query}>
          <Screen routeId={definition.routeId} title={definition.title} variant={definition.variant} query={query} />
        </SessionGate>
      </PageErrorBoundary>
    )
  }
  Page.displayName = `Page(${definition.routeId})`
  return Page
}
