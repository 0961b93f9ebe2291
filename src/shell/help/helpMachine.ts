import { BRAND_PLAT_IDS, FLOATING_BUTTON, SPECIAL_PLAT_IDS, isOneOf } from '@/core/constants'

/** Floating help button geometry (design px of the 750 width) and hide delay (ms). */
export const HELP_BUTTON = FLOATING_BUTTON

/** Agent platforms whose help skips the popup: dossen and digicoms. */
export const DIRECT_HELP_AGENT_PLAT_IDS: readonly number[] = [BRAND_PLAT_IDS.dossen, BRAND_PLAT_IDS.digicoms]

/** platIds 1080, 1081, 1082 and the dossen and digicoms agent platforms skip the popup. */
export function opensHelpDirectly(ids: { platId?: string | number | null; agentPlatId?: string | number | null }): boolean {
  return isOneOf(ids.platId, SPECIAL_PLAT_IDS.directHelp) || isOneOf(ids.agentPlatId, DIRECT_HELP_AGENT_PLAT_IDS)
}

export type HelpState = {
  isHidden: boolean
  isPopupOpen: boolean
  /** When the button slides half off-screen; null when no hide is pending. */
  hideAt: number | null
}

export type HelpEntry = 'help' | 'feedback'

export type HelpEvent =
  | { type: 'mounted'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'tap'; now: number; opensDirectly: boolean }
  | { type: 'closePopup' }
  | { type: 'choose'; entry: HelpEntry }

export type HelpEffect = { open: HelpEntry } | null

export const initialHelpState: HelpState = { isHidden: false, isPopupOpen: false, hideAt: null }

const hideLater = (now: number) => now + HELP_BUTTON.hideDelay
const hidden: HelpState = { isHidden: true, isPopupOpen: false, hideAt: null }

/**
 * Shown after mount, half hidden 2 s later. A tap while hidden brings it back (and hides it again 2 s
 * later); a tap while shown opens the popup, or help directly on the platforms that skip the popup.
 * Closing the popup or choosing an entry hides it again.
 */
export function helpReducer(state: HelpState, event: HelpEvent): { state: HelpState; effect: HelpEffect } {
  switch (event.type) {
    case 'mounted':
      return { state: { isHidden: false, isPopupOpen: false, hideAt: hideLater(event.now) }, effect: null }
    case 'tick':
      if (state.hideAt === null || state.isPopupOpen || event.now < state.hideAt) return { state, effect: null }
      return { state: hidden, effect: null }
    case 'tap':
      if (state.isPopupOpen) return { state, effect: null }
      if (state.isHidden) return { state: { ...state, isHidden: false, hideAt: hideLater(event.now) }, effect: null }
      if (event.opensDirectly) return { state: { ...state, hideAt: hideLater(event.now) }, effect: { open: 'help' } }
      return { state: { isHidden: false, isPopupOpen: true, hideAt: null }, effect: null }
    case 'closePopup':
      return { state: hidden, effect: null }
    case 'choose':
      return { state: hidden, effect: { open: event.entry } }
  }
}
