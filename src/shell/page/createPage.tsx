import { useRouter } from '@tarojs/taro'
import type { ComponentType } from 'react'
import { decodeQuery } from './query'
import { PageErrorBoundary } from './PageErrorBoundary'
import { SessionGate } from '../session/SessionGate'

export type ScreenProps = {
  routeId: string
  variant?: string
  /** Query parameters, decoded once here (H5 hands them over still URL-encoded). */
  query: Record<string, string>
}

export type PageDefinition = { routeId: string; variant?: string }

/** The one place a page is assembled: query decoding, error boundary, session guard, variant. */
export function createPage(Screen: ComponentType<ScreenProps>, definition: PageDefinition) {
  function Page() {
    const router = useRouter()
    const query = decodeQuery(router.params)
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
