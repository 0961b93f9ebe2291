import type { Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/costs'
import { Bool, Obj, Str } from '../../lib/data-schemas'
import type { Assert, Same } from '../../lib/type-check'

/** GetAppConfig's Data (the AppConfig type lives in types/api/costs). */
export const GetAppConfigData = Obj({
  carReasonRequiredCode: Str, temporaryCarNotNeedReason: Bool, openSavingBonus: Bool, provisionalBudget: Bool, isDynamicStandard: Bool,
  isChannelCustomer: Bool, carServiceProvider: Str, isDidiEntrance: Bool, externalNeedTravelBill: Bool, projectCenterSecondaryConfirmation: Bool,
  closeHomeBizTripTip: Bool, hotelUpgradeRoomChecked: Bool, internationalAirServiceGroupId: Str, defaultGroupId: Str, internationalGroupId: Str,
})
export type _GetAppConfigData = Assert<Same<Static<typeof GetAppConfigData>, Api.GetAppConfigData>>
