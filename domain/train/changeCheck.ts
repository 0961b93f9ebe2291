/**
 * 改签验证 (decision 0340): 12306 asks the ticket holder's phone check (a 6-digit code to the order's contact phone)
 * before a ticket moves to another travel date; a change on the same date needs none. A passed check stands for
 * CHANGE_CHECK_MINUTES.
 */
export const CHANGE_CHECK_MINUTES = 30

export function changeNeedsPhoneCheck(oldDate: string, newDate: string): boolean {
  return oldDate !== newDate
}

/** Whether a check passed at `checkedAt` still stands at `now`. */
export function isChangeCheckValid(checkedAt: Date | null, now: Date): boolean {
  if (checkedAt === null) return false
  const age = now.getTime() - checkedAt.getTime()
  return age >= 0 && age < CHANGE_CHECK_MINUTES * 60_000
}

/** Until when a check passed at `checkedAt` stands. */
export const changeCheckUntil = (checkedAt: Date): Date => new Date(checkedAt.getTime() + CHANGE_CHECK_MINUTES * 60_000)
