import type { ScreenBinding } from './types'

/**
 * Route id -> the screen that shows it. A route is live (its page file is emitted) only when it is listed
 * here. Several routes may share one screen; `variant` says how the versions really differ.
 */
export const screens: Record<string, ScreenBinding> = {
  entry: { screen: 'shell/entry/EntryScreen' },
}
