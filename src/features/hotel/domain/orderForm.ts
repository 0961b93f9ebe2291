import type { CreateHotelOrderData } from '@api/hotel'
import { isPhone } from '@/core/validators'
import { cardError, type CardInput } from '@domain/card/card'
import { guestsError, type RoomGuests } from './guests'
import type { HotelVerdict } from '@domain/policy/hotel'

export type ContactInput = { name: string; phone: string; email: string }

export type OrderFormInput = {
  rooms: RoomGuests
  contact: ContactInput
  check: HotelVerdict
  isPrivate: boolean
  overReason: string
  costCenterName: string
  /** The finance order-writing variant charges a cost centre on every order. */
  requireCostCenter?: boolean
  needsCard: boolean
  card: CardInput | null
  today: string
}

export const OVER_REASONS: readonly string[] = [
  '协议酒店无房',
  '距离办公地点近',
  '与客户/同事同住',
  '会议或活动指定酒店',
  '当地酒店价格普遍上涨',
]

/** Whether the form must ask for an over-standard reason. */
export function needsOverReason(check: HotelVerdict, isPrivate: boolean): boolean {
  return !isPrivate && check.status === 'over' && (check.action === 'requireReason' || check.action === 'requireApproval')
}

/** The first problem of the order form, in form order; null when it can be submitted. */
export function orderFormError(input: OrderFormInput): string | null {
  if (!input.isPrivate && input.check.action === 'block' && input.check.status === 'over') return '该房型超出差旅标准，不可预订'
  const guests = guestsError(input.rooms)
  if (guests) return guests
  if (!input.contact.name.trim()) return '请填写联系人姓名'
  if (!isPhone(input.contact.phone.trim())) return '请填写正确的联系人手机号'
  if (input.requireCostCenter && !input.costCenterName.trim()) return '请填写成本中心'
  if (needsOverReason(input.check, input.isPrivate) && !input.overReason.trim()) return '请选择或填写超标原因'
  if (input.needsCard) {
    if (!input.card) return '该房型需信用卡担保，请填写信用卡'
    const problem = cardError(input.card, input.today)
    if (problem) return problem
  }
  return null
}

/** After CreateOrder: approval first (order detail), else the cashier when there is something to pay. */
export type NextStep = { kind: 'pay'; orderNo: string } | { kind: 'detail'; orderNo: string }

export function nextStepAfterCreate(data: Pick<CreateHotelOrderData, 'OrderNo' | 'NeedApproval' | 'PayAmountFen'>): NextStep {
  if (!data.NeedApproval && data.PayAmountFen > 0) return { kind: 'pay', orderNo: data.OrderNo }
  return { kind: 'detail', orderNo: data.OrderNo }
}
