import type { CreateTravelApplyRequest, TravelApplyKind, TravelApplyListTab, TravelApplyStatus, TravelApplyVariant } from '@api/travelApply'
import type { PolicyProduct } from '@domain/policy/standards'
import { applicationDatesError } from '@domain/travelApply/applicationDates'
import { cityDaysError } from '@domain/expense/subsidyCities'

export const PRODUCT_CHOICES: readonly { key: PolicyProduct; title: string }[] = [
  { key: 'hotel', title: '酒店' },
  { key: 'flight', title: '机票' },
  { key: 'train', title: '火车票' },
  { key: 'car', title: '用车' },
  { key: 'takeout', title: '外卖' },
]

export const PRODUCT_TITLE: Record<PolicyProduct, string> = { hotel: '酒店', flight: '机票', train: '火车票', car: '用车', takeout: '外卖' }

export const LIST_TABS: readonly { key: TravelApplyListTab; title: string }[] = [
  { key: 'mine', title: '我的申请' },
  { key: 'pending', title: '待我审批' },
  { key: 'processed', title: '我已审批' },
]

export const STATUS_TONE: Record<TravelApplyStatus, 'wait' | 'ok' | 'bad' | 'off'> = {
  draft: 'off',
  pending: 'wait',
  approved: 'ok',
  rejected: 'bad',
  revoked: 'off',
}

export const MAX_CITIES = 5

export type TravelApplyFormInput = {
  reason: string
  departCity: string
  cities: string[]
  startDate: string
  endDate: string
  products: PolicyProduct[]
  budgetYuan: string
  remark: string
  /** 补申请 (decision 0772): the trip is over; its dates lie in the past. */
  isAfterTheFact?: boolean
  /** The dates spent in each city (a multi-city trip); a city without both dates is not sent. */
  cityDays?: Readonly<Record<string, { startDate: string; endDate: string }>>
}

/** The city days the form sends: those of its cities with both dates, in the cities' order. */
export function cityDaysOf(form: Pick<TravelApplyFormInput, 'cities' | 'cityDays'>): { cityName: string; startDate: string; endDate: string }[] {
  return form.cities.flatMap((cityName) => {
    const days = form.cityDays?.[cityName]
    return days?.startDate && days.endDate ? [{ cityName, startDate: days.startDate, endDate: days.endDate }] : []
  })
}

const yuanPattern = /^\d{1,8}(\.\d{1,2})?$/

/** The estimated budget typed in yuan as integer fen; null when it is not an amount. */
export function budgetFenOf(text: string): number | null {
  const trimmed = text.trim()
  if (!yuanPattern.test(trimmed)) return null
  const [yuan, cents = ''] = trimmed.split('.')
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'))
}

/** Splits 上海、杭州 / 上海,杭州 / 上海 杭州 into distinct city names. */
export function citiesOf(text: string): string[] {
  return [...new Set(text.split(/[，,、\s]+/).map((c) => c.trim()).filter(Boolean))]
}

/** The first problem of the form in Chinese, or '' when it may be sent. */
export function travelApplyFormError(form: TravelApplyFormInput, today: string): string {
  if (!form.reason.trim()) return '请填写出差事由'
  if (!form.departCity.trim()) return '请填写出发城市'
  if (form.cities.length === 0) return '请填写出差城市'
  if (form.cities.length > MAX_CITIES) return `出差城市最多${MAX_CITIES}个`
  if (!form.startDate || !form.endDate) return '请选择出差日期'
  const dates = applicationDatesError(form.startDate, form.endDate, today, form.isAfterTheFact ?? false)
  if (dates) return dates
  const cityDays = cityDaysError(cityDaysOf(form), { startDate: form.startDate, endDate: form.endDate, cities: form.cities })
  if (cityDays) return cityDays
  if (form.products.length === 0) return '请选择出行方式'
  if (budgetFenOf(form.budgetYuan) === null) return '请填写正确的预估费用'
  return ''
}

export function requestOf(form: TravelApplyFormInput, submit: boolean): CreateTravelApplyRequest {
  return {
    Reason: form.reason.trim(),
    DepartCity: form.departCity.trim(),
    Cities: form.cities,
    StartDate: form.startDate,
    EndDate: form.endDate,
    Products: form.products,
    BudgetFen: budgetFenOf(form.budgetYuan) ?? 0,
    ...(form.remark.trim() ? { Remark: form.remark.trim() } : {}),
    Submit: submit,
    ...(form.isAfterTheFact ? { IsAfterTheFact: true } : {}),
    ...(cityDaysOf(form).length ? { CityDays: cityDaysOf(form).map((c) => ({ CityName: c.cityName, StartDate: c.startDate, EndDate: c.endDate })) } : {}),
  }
}

type KindOf = { Kind?: TravelApplyKind; Variant?: TravelApplyVariant }

/** The detail screen of an application: its kind's own, else the list's (expense lists keep theirs). */
export function detailRouteOf(item: KindOf, listDetailRoute: 'bill/travelApply/detail' | 'expenseControl/travelApplyDetail') {
  if (item.Kind === 'daily') return 'bill/dailyApply/detail' as const
  if (item.Variant === 'guangxin') return 'bill/guangxin/travelBillDetail' as const
  return listDetailRoute
}

/** The form 新建出差申请 opens for the enterprise (decision 0322). */
export const travelFormRouteOf = (formVariant: TravelApplyVariant | undefined) =>
  formVariant === 'guangxin' ? ('bill/guangxin/createTravelBill' as const) : ('bill/travelApply/create' as const)

/** The card's first line: the route of a trip, the category of a daily application. */
export function cardTitleOf(item: KindOf & { Category?: string; DepartCity: string; Cities: string[] }): string {
  if (item.Kind === 'daily') return `日常申请 · ${item.Category ?? ''}${item.Cities.length ? ` · ${item.Cities.join('、')}` : ''}`
  return `${item.DepartCity} → ${item.Cities.join('、')}`
}
