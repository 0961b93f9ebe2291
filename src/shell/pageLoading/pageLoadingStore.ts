import { action, observable } from 'mobx'
import type { PageLoadView } from './loadPage'

export type PageLoadingStatus = 'idle' | 'loading' | 'failed'

/** The one page-loading view of the app: the latest load that asked for a view owns it. */
export const pageLoading = observable(
  { status: 'idle' as PageLoadingStatus, retry: undefined as undefined | (() => void), owner: 0 },
  {},
  { deep: false },
)

let nextId = 0

/** A view handle for one load; `done` only clears the view while this load still owns it. */
export function pageLoadView(): PageLoadView {
  const id = ++nextId
  const show = action((status: PageLoadingStatus, retry?: () => void) => {
    pageLoading.owner = id
    pageLoading.status = status
    pageLoading.retry = retry
  })
  return {
    loading: () => show('loading'),
    failed: (retry) =>
      show('failed', () => {
        show('loading')
        retry()
      }),
    done: action(() => {
      if (pageLoading.owner !== id) return
      pageLoading.status = 'idle'
      pageLoading.retry = undefined
    }),
  }
}
