import { PULL_REFRESH } from '@/core/constants'

export type RefreshStatus = 'idle' | 'pulling' | 'reached' | 'refreshing' | 'aborting' | 'restoring'

/** Distances in CSS px. Settling animates for 0.3 s; a 350 ms timer ends it if no transition end arrives. */
export const REFRESH = {
  threshold: 50,
  holdHeight: 50,
  maxDistance: 100,
  damping: 0.5,
  settleSeconds: PULL_REFRESH.settleSeconds,
  fallbackMs: PULL_REFRESH.fallbackMs,
} as const

export type RefreshState = {
  status: RefreshStatus
  /** How far the content is pulled down. */
  distance: number
  /** Where the tracked drag started; null when the current gesture cannot pull. */
  startY: number | null
}

export type RefreshEvent =
  | { type: 'touchStart'; y: number; scrollTop: number }
  | { type: 'touchMove'; y: number; scrollTop: number }
  | { type: 'touchEnd' }
  | { type: 'stop' }
  | { type: 'settled' }

/** `refresh`: call the page's handler. `settle`: start the fallback timer for the settling animation. */
export type RefreshEffect = 'refresh' | 'settle' | null

export const initialRefreshState: RefreshState = { status: 'idle', distance: 0, startY: null }

const isDragging = (status: RefreshStatus) => status === 'idle' || status === 'pulling' || status === 'reached'

function pulled(distance: number, startY: number): RefreshState {
  if (distance <= 0) return { status: 'idle', distance: 0, startY }
  return { status: distance >= REFRESH.threshold ? 'reached' : 'pulling', distance, startY }
}

/**
 * Pull-to-refresh: a drag that starts at scroll top and goes down pulls; past the threshold it is
 * reached. Releasing while reached refreshes (and stays until an explicit stop, then restores);
 * releasing earlier aborts. Settling (aborting, restoring) ends with `settled`.
 */
export function refreshReducer(state: RefreshState, event: RefreshEvent): { state: RefreshState; effect: RefreshEffect } {
  const same = { state, effect: null }
  switch (event.type) {
    case 'touchStart':
      if (state.status !== 'idle') return same
      return { state: { ...state, startY: event.scrollTop <= 0 ? event.y : null }, effect: null }
    case 'touchMove': {
      if (!isDragging(state.status) || state.startY === null) return same
      const dy = event.y - state.startY
      if (state.status === 'idle' && (dy < 0 || event.scrollTop > 0)) {
        return { state: { ...state, startY: null }, effect: null }
      }
      const distance = Math.min(REFRESH.maxDistance, Math.max(0, dy * REFRESH.damping))
      return { state: pulled(distance, state.startY), effect: null }
    }
    case 'touchEnd':
      if (state.status === 'reached') {
        return { state: { status: 'refreshing', distance: REFRESH.holdHeight, startY: null }, effect: 'refresh' }
      }
      if (state.status === 'pulling') return { state: { status: 'aborting', distance: 0, startY: null }, effect: 'settle' }
      if (state.status === 'idle') return { state: { ...state, startY: null }, effect: null }
      return same
    case 'stop':
      if (state.status !== 'refreshing') return same
      return { state: { status: 'restoring', distance: 0, startY: null }, effect: 'settle' }
    case 'settled':
      if (state.status !== 'aborting' && state.status !== 'restoring') return same
      return { state: initialRefreshState, effect: null }
  }
}

export function refreshCaption(status: RefreshStatus): string {
  if (status === 'reached') return '释放立即刷新'
  if (status === 'refreshing') return '正在刷新…'
  return '下拉刷新'
}
