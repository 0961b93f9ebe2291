/** Popup confirm button throttle, ms. */
export const POPUP_CONFIRM_THROTTLE = 300

/** Floating help button: offsets in px, hide delay in ms. */
export const FLOATING_BUTTON = {
  bottom: 120,
  right: 26,
  /** Half hidden off the right edge. */
  hiddenRight: -40,
  hideDelay: 2000,
} as const

/** A status bar taller than 0 adds this to the top offset. */
export const STATUS_BAR_EXTRA = 30

/** Header height in app mode, design px. */
export const HEADER_HEIGHT = 88

/** Pixel conversion design width. */
export const DESIGN_WIDTH = 750

export const PICKER = {
  itemHeight: 34,
  popoverWidth: 300,
  /** Close animation, ms (spec: about 260-300). */
  closeAnimation: 280,
  /** Desktop popover when the window is at least this wide and tall. */
  desktopMinSize: 500,
  yearSpan: 150,
} as const

export const PULL_REFRESH = {
  /** Settle transition, seconds. */
  settleSeconds: 0.3,
  /** Fallback timer when the transition end never fires, ms. */
  fallbackMs: 350,
} as const
