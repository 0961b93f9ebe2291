/** The id of the static skeleton in src/index.html, painted before the app's JS runs (issue 22). */
export const BOOT_SKELETON_ID = 'boot-skeleton'

/** Longest the skeleton may stay when no page ever shows (a failed chunk): the page's own error shows instead. */
export const BOOT_SKELETON_MAX_MS = 15_000

type Events = { once(event: string, fn: () => void): unknown }
type Doc = { getElementById(id: string): { remove(): void } | null }

/**
 * Removes the skeleton when the router has shown the first page (Taro H5's `__afterTaroRouterChange`), or
 * after BOOT_SKELETON_MAX_MS at the latest. Returns the removal, for the caller to run earlier if it must.
 */
export function removeBootSkeletonOnFirstPage(doc: Doc, events: Events, setTimer: (fn: () => void, ms: number) => unknown = setTimeout): () => void {
  let isDone = false
  const remove = () => {
    if (isDone) return
    isDone = true
    doc.getElementById(BOOT_SKELETON_ID)?.remove()
  }
  events.once('__afterTaroRouterChange', remove)
  setTimer(remove, BOOT_SKELETON_MAX_MS)
  return remove
}
