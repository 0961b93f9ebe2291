/** What decides whether a business booking must hang off a travel application (decision 0211). */
export type ApplicationRequirement = {
  /** needTravelFormVuex: every business booking of the enterprise picks an application. */
  needTravelForm: boolean
  /** externalNeedTravelBill: a booking made inside an external journey (journeyBizNo) picks one too. */
  externalNeedTravelBill: boolean
  /** The external journey the app was opened for ('' when none). */
  journeyBizNo: string
  isPrivate: boolean
}

export const NEED_TRAVEL_FORM_MESSAGE = '请选择出差申请单'
export const EXTERNAL_NEEDS_TRAVEL_BILL_MESSAGE = '外部行程预订须关联出差申请单，请选择出差申请单'

/** Why a booking without an application is refused, or null when it may go without one (private never needs one). */
export function missingApplicationMessage(requirement: ApplicationRequirement): string | null {
  if (requirement.isPrivate) return null
  if (requirement.needTravelForm) return NEED_TRAVEL_FORM_MESSAGE
  if (requirement.externalNeedTravelBill && requirement.journeyBizNo.trim()) return EXTERNAL_NEEDS_TRAVEL_BILL_MESSAGE
  return null
}
