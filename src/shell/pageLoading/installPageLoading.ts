import { loadPage, type PageLoadView } from './loadPage'

/** One route of Taro's H5 router config: `load` returns [the page module's promise, context, params]. */
export type TaroRoute = { path: string; load: (context: unknown, params: unknown) => unknown[] }
export type TaroAppConfig = { routes?: TaroRoute[] }

const loaders = new Map<string, () => Promise<unknown>>()

const normalise = (path: string) => path.replace(/^\//, '').split('?')[0]

/**
 * Wraps every route's code loading in the loading and failure views (called by the H5 entry, between
 * Taro's route table and its router). Keeps each route's plain loader for preloading.
 */
export function installPageLoading(config: TaroAppConfig, makeView: () => PageLoadView) {
  for (const route of config.routes ?? []) {
    const original = route.load
    loaders.set(normalise(route.path), () => Promise.resolve(original(undefined, undefined)[0]))
    route.load = (context, params) => {
      const [page, ...rest] = original(context, params)
      let first: Promise<unknown> | undefined = Promise.resolve(page)
      const loadAgain = () => {
        const pending = first ?? Promise.resolve(original(context, params)[0])
        first = undefined
        return pending
      }
      return [loadPage(loadAgain, makeView()), ...rest]
    }
  }
}

/** Fetches the code of these pages ahead of time (H5); a failure is left for the real visit to show. */
export function preloadPages(paths: readonly string[]) {
  for (const path of paths) {
    const load = loaders.get(normalise(path))
    if (load) load().catch(() => undefined)
  }
}

/** For tests. */
export function resetPageLoaders() {
  loaders.clear()
}
