export const SMS_COUNTDOWN_SECONDS = 60

/** Whole seconds left before another code may be requested; 0 when allowed. */
export function secondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0
  const elapsed = Math.floor((now - sentAt) / 1000)
  return Math.min(SMS_COUNTDOWN_SECONDS, Math.max(0, SMS_COUNTDOWN_SECONDS - elapsed))
}

export function countdownLabel(sentAt: number | null, now: number): string {
  const left = secondsLeft(sentAt, now)
  if (left > 0) return `${left}秒后重发`
  return sentAt === null ? '获取验证码' : '重新获取'
}
