import { action, computed, makeObservable, observable } from 'mobx'
import type { StoreStorage } from './ports'

export const DEFAULT_LOADING_MESSAGE = '加载中...'

export type Toaster = (message: string) => void

/** Storage key of why the last session ended: it outlives the reload or redirect to login (H5) and a cold start. */
export const SESSION_END_REASON_KEY = 'sessionEndReason'

/** Loading overlay, global count of open popups, toasts. */
export class UiStore {
  loading = { visible: false, message: '' }
  openPopupCount = 0
  /**
   * Why the last session ended (the server's 8000/8001 Msg), said on login and the signed-out notice until the next
   * sign-in. Kept in storage too: on H5 the redirect to login may reload the app, which empties memory.
   */
  sessionEndReason = ''

  private readonly toaster: Toaster
  private readonly storage?: StoreStorage

  constructor(deps: { toast: Toaster; storage?: StoreStorage }) {
    this.toaster = deps.toast
    this.storage = deps.storage
    const kept = deps.storage?.get(SESSION_END_REASON_KEY)
    if (typeof kept === 'string') this.sessionEndReason = kept
    makeObservable(this, {
      loading: observable,
      openPopupCount: observable,
      hasOpenPopup: computed,
      showLoading: action,
      hideLoading: action,
      popupOpened: action,
      popupClosed: action,
      sessionEndReason: observable,
      keepSessionEndReason: action,
    })
  }

  get hasOpenPopup(): boolean {
    return this.openPopupCount > 0
  }

  showLoading(message: string = DEFAULT_LOADING_MESSAGE): void {
    this.loading = { visible: true, message }
  }

  hideLoading(): void {
    if (this.loading.visible || this.loading.message) this.loading = { visible: false, message: '' }
  }

  /** A popup opened: +1. */
  popupOpened(): void {
    this.openPopupCount += 1
  }

  /** A popup closed: -1, never below 0. */
  popupClosed(): void {
    this.openPopupCount = Math.max(0, this.openPopupCount - 1)
  }

  /** '' forgets it (a new sign-in). */
  keepSessionEndReason(reason: string): void {
    this.sessionEndReason = reason
    if (reason) this.storage?.set(SESSION_END_REASON_KEY, reason)
    else this.storage?.remove(SESSION_END_REASON_KEY)
  }

  /** A 2-second toast without icon. */
  toast(message: string): void {
    if (message) this.toaster(message)
  }
}
