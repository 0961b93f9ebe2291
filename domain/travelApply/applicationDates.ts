import { addWireDays, isRealWireDate } from '../dates/wireDate'

/**
 * The dates of a travel application (decision 0772). An application is filed before the trip: it starts today or
 * later. A 补申请 (filed after the fact, for a trip made without one) covers a trip that is over — it ended before
 * today — and was made within the last 30 days; it goes to approval like any other and, once approved, makes the
 * trip's subsidy payable. Dates are Asia/Shanghai 'YYYY-MM-DD'.
 */
export const MAX_TRIP_DAYS = 90
/** How long after a trip ends it may still be filed after the fact. */
export const AFTER_THE_FACT_DAYS = 30

/**
 * The first date a date row of the form offers: today for an application filed before the trip; for a 补申请 the
 * trip may have started up to a whole longest trip before the 30-day window.
 */
export function earliestApplicationDate(today: string, isAfterTheFact: boolean): string {
  return isAfterTheFact ? addWireDays(today, -(AFTER_THE_FACT_DAYS + MAX_TRIP_DAYS)) : today
}

/** Why the dates do not fit the application (Chinese), or null. */
export function applicationDatesError(startDate: string, endDate: string, today: string, isAfterTheFact: boolean): string | null {
  if (!isRealWireDate(startDate) || !isRealWireDate(endDate)) return '请选择正确的出差日期'
  if (endDate < startDate) return '返回日期不能早于出发日期'
  if (endDate > addWireDays(startDate, MAX_TRIP_DAYS - 1)) return `单次出差最长${MAX_TRIP_DAYS}天`
  if (!isAfterTheFact) return startDate < today ? '出发日期不能早于今天' : null
  if (endDate >= today) return '补申请仅适用于已结束的出差（返回日期须早于今天）'
  if (endDate < addWireDays(today, -AFTER_THE_FACT_DAYS)) return `补申请须在出差结束后${AFTER_THE_FACT_DAYS}天内提交`
  return null
}
