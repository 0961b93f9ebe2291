import type { Queryable } from '../../db/types'
import type { AppConfig } from '../../../../types/api/costs'
import { APP_CONFIG_OFF } from '@domain/appConfig/appConfig'

/** Wire name -> column. */
export const COLUMNS: Record<keyof AppConfig, string> = {
  carReasonRequiredCode: 'car_reason_required_code',
  temporaryCarNotNeedReason: 'temporary_car_not_need_reason',
  openSavingBonus: 'open_saving_bonus',
  provisionalBudget: 'provisional_budget',
  isDynamicStandard: 'is_dynamic_standard',
  isChannelCustomer: 'is_channel_customer',
  carServiceProvider: 'car_service_provider',
  isDidiEntrance: 'is_didi_entrance',
  externalNeedTravelBill: 'external_need_travel_bill',
  projectCenterSecondaryConfirmation: 'project_center_secondary_confirmation',
  closeHomeBizTripTip: 'close_home_biz_trip_tip',
  hotelUpgradeRoomChecked: 'hotel_upgrade_room_checked',
  internationalAirServiceGroupId: 'international_air_service_group_id',
  defaultGroupId: 'default_group_id',
  internationalGroupId: 'international_group_id',
}

const KEYS = Object.keys(COLUMNS) as (keyof AppConfig)[]

export async function appConfig(db: Queryable, enterpriseId: number): Promise<AppConfig> {
  const { rows } = await db.query<Record<string, string | boolean>>(
    `select ${KEYS.map((key) => `${COLUMNS[key]} as "${key}"`).join(', ')} from enterprise_app_config where enterprise_id = $1`,
    [enterpriseId],
  )
  // An enterprise without a row: every flag off, no provider, no group (the app's defaults too, domain/appConfig).
  return rows[0] ? ({ ...APP_CONFIG_OFF, ...rows[0] } as AppConfig) : { ...APP_CONFIG_OFF }
}

export async function insertAppConfig(db: Queryable, enterpriseId: number, config: Partial<AppConfig>): Promise<void> {
  const keys = Object.keys(config) as (keyof AppConfig)[]
  await db.query(
    `insert into enterprise_app_config (enterprise_id${keys.map((key) => `, ${COLUMNS[key]}`).join('')})
     values ($1${keys.map((_, index) => `, $${index + 2}`).join('')}) on conflict (enterprise_id) do nothing`,
    [enterpriseId, ...keys.map((key) => config[key])],
  )
}
