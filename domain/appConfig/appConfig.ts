/**
 * The enterprise's app configuration flags (catalogue section 3, decision 0146) and their one set of defaults, read
 * by the server (an enterprise without a row) and the app (until the answer arrives, or when it fails). The wire
 * type in types/api/costs.ts is this one (decision 0850).
 */
import type { AppConfig } from '../../types/api/costs'
export type { AppConfig } from '../../types/api/costs'

/** Every flag off, no provider, no group: features stay off, never wrongly on. */
export const APP_CONFIG_OFF: Readonly<AppConfig> = Object.freeze({
  carReasonRequiredCode: '',
  temporaryCarNotNeedReason: false,
  openSavingBonus: false,
  provisionalBudget: false,
  isDynamicStandard: false,
  isChannelCustomer: false,
  carServiceProvider: '',
  isDidiEntrance: false,
  externalNeedTravelBill: false,
  projectCenterSecondaryConfirmation: false,
  closeHomeBizTripTip: false,
  hotelUpgradeRoomChecked: false,
  internationalAirServiceGroupId: '',
  defaultGroupId: '',
  internationalGroupId: '',
})
