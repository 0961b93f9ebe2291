/**
 * Route liveness for screen tests: `jest.mock('@/routes/registry', () => jest.requireActual('<this file>').mockRegistry())`
 * then put route ids in `liveRoutes`.
 */
export const liveRoutes = new Set<string>()

export function setLiveRoutes(ids: readonly string[]): void {
  liveRoutes.clear()
  ids.forEach((id) => liveRoutes.add(id))
}

export function mockRegistry() {
  const actual = jest.requireActual('@/routes/registry') as typeof import('@/routes/registry')
  return {
    ...actual,
    isLive: (id: string) => liveRoutes.has(id),
    routeByPath: (path: string) => {
      const route = actual.routeByPath(path)
      return route ? { ...route, isLive: liveRoutes.has(route.id) } : undefined
    },
  }
}
