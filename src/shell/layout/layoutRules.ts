/** Page header rules: title fallback, back button, status-bar offset (sizes in design px of the 750 width). */

import { APP, HEADER_HEIGHT, STATUS_BAR_EXTRA } from '@/core/constants'

export const LAYOUT = { statusBarExtra: STATUS_BAR_EXTRA, headerHeight: HEADER_HEIGHT } as const
export const DEFAULT_APP_NAME: string = APP.appName

export function pageTitle(title: string | undefined | null, appName: string | undefined | null): string {
  return title?.trim() || appName?.trim() || DEFAULT_APP_NAME
}

/** The status-bar offset: the reported height plus 30 when above 0, else none. */
export function statusBarOffset(statusBarHeight: number | null | undefined): number {
  const height = Number(statusBarHeight)
  return Number.isFinite(height) && height > 0 ? height + LAYOUT.statusBarExtra : 0
}

export type HeaderInput = {
  /** The mini-programs draw a native navigation bar. */
  hasNativeNavigationBar: boolean
  /** The WeChat and DingTalk in-app browsers draw their own title bar (from the document title). */
  isInAppBrowser: boolean
  statusBarHeight: number | null | undefined
}

export type Header = { isDrawn: boolean; height: number; offset: number }

/** App mode (H5 outside the WeChat/DingTalk browsers) draws an 88 high header below the status-bar offset. */
export function pageHeader(input: HeaderInput): Header {
  if (input.hasNativeNavigationBar || input.isInAppBrowser) return { isDrawn: false, height: 0, offset: 0 }
  return { isDrawn: true, height: LAYOUT.headerHeight, offset: statusBarOffset(input.statusBarHeight) }
}

export type BackButton = 'back' | 'home' | 'none'

/** Back when there is a page to go back to; on the first page of the stack a home button instead. */
export function backButton(stackLength: number, showsBack: boolean): BackButton {
  if (!showsBack) return 'none'
  return stackLength > 1 ? 'back' : 'home'
}
