import { action, computed, makeObservable, observable } from 'mobx'

export const DEFAULT_LOADING_MESSAGE = '加载中...'

export type Toaster = (message: string) => void

/** Loading overlay, global count of open popups, toasts. */
export class UiStore {
  loading = { visible: false, message: '' }
  openPopupCount = 0
  /** Why the last session ended (the server's 8000/8001 Msg), said on login and the signed-out notice until the next sign-in. */
  sessionEndReason = ''

  private readonly toaster: Toaster

  constructor(deps: { toast: Toaster }) {
    this.toaster = deps.toast
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
  }

  /** A 2-second toast without icon. */
  toast(message: string): void {
    if (message) this.toaster(message)
  }
}
