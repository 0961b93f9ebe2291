import Taro from '@tarojs/taro'
import { TOAST_DURATION } from '@/core/constants'

/** Taro.showToast, no icon, 2000 ms (the spec's toasts sit at the bottom; Taro has no position option). */
export function taroToast(message: string): void {
  try {
    const shown = Taro.showToast({ title: message, icon: 'none', duration: TOAST_DURATION }) as unknown
    if (shown && typeof (shown as Promise<unknown>).catch === 'function') (shown as Promise<unknown>).catch(() => undefined)
  } catch {
    // a toast must never break the caller
  }
}
