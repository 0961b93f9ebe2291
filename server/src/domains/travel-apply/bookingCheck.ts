import type { Queryable } from '../../db/types'
import type { PolicyProduct } from '@domain/policy/standards'
import { missingApplicationMessage } from '@domain/travelApply/requirement'
import { businessRule, invalidInput, notFound } from '../../lib/errors'
import { appConfig } from '../enterprise-config/public'
import { shanghaiDate } from '../../lib/time'
import { findApplication, settingsOf } from './repository'
import { covers, isUsable } from './service'

export type BookingUnderApplication = {
  /** The member who books and travels (their enterprise is checked). */
  who: { memberId: number; enterpriseId: number }
  applyNo: string
  product: PolicyProduct
  cityName: string
  startDate: string
  endDate: string
}

/**
 * What every product's booking calls when the form picked a travel application: the application must be the
 * traveller's, approved, and cover the product, city and dates. Answers whether the enterprise lets such a
 * booking skip its order approval. Another enterprise's number answers 4004.
 */
export async function checkBookingUnderApplication(db: Queryable, booking: BookingUnderApplication): Promise<{ skipOrderApproval: boolean }> {
  const row = await findApplication(db, booking.who.enterpriseId, booking.applyNo)
  if (!row || !row.travellers.some((t) => t.memberId === booking.who.memberId)) throw notFound('出差申请不存在')
  if (row.kind !== 'travel') throw businessRule('日常申请不能用于预订，请选择出差申请')
  if (!isUsable(row, shanghaiDate())) throw businessRule('出差申请未通过审批或已过期，不能用于预订')
  if (!covers(row, { Product: booking.product })) throw businessRule('出差申请不包含该产品')
  if (!covers(row, { CityName: booking.cityName })) throw businessRule(`出差申请的城市不包含${booking.cityName}`)
  if (!covers(row, { StartDate: booking.startDate, EndDate: booking.endDate })) throw businessRule(`预订日期须在出差申请的${row.start_date}至${row.end_date}之内`)
  return { skipOrderApproval: (await settingsOf(db, booking.who.enterpriseId)).skip_order_approval }
}

/** Whether the enterprise asks every business-travel booking to pick an application (needTravelFormVuex). */
export async function needsTravelForm(db: Queryable, enterpriseId: number): Promise<boolean> {
  return (await settingsOf(db, enterpriseId)).need_travel_form
}

/**
 * What every product's booking calls when no application was picked: refuses (4000 with the reason) when the
 * enterprise needs one for every business booking (needTravelFormVuex) or for a booking inside an external
 * journey (externalNeedTravelBill with the journeyBizNo the app was opened for). Decision 0211.
 */
export async function requireApplicationIfNeeded(db: Queryable, booking: { enterpriseId: number; journeyBizNo?: string; isPrivate: boolean }): Promise<void> {
  if (booking.isPrivate) return
  const [settings, config] = await Promise.all([settingsOf(db, booking.enterpriseId), appConfig(db, booking.enterpriseId)])
  const message = missingApplicationMessage({
    needTravelForm: settings.need_travel_form,
    externalNeedTravelBill: config.externalNeedTravelBill,
    journeyBizNo: booking.journeyBizNo ?? '',
    isPrivate: booking.isPrivate,
  })
  if (message) throw invalidInput(message)
}
