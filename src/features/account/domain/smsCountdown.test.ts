import { countdownLabel, secondsLeft, SMS_COUNTDOWN_SECONDS } from './smsCountdown'

const T0 = 1_700_000_000_000

describe('secondsLeft', () => {
  it('is 0 before any code was sent', () => expect(secondsLeft(null, T0)).toBe(0))
  it('starts at 60', () => {
    expect(SMS_COUNTDOWN_SECONDS).toBe(60)
    expect(secondsLeft(T0, T0)).toBe(60)
  })
  it('counts whole seconds down', () => {
    expect(secondsLeft(T0, T0 + 999)).toBe(60)
    expect(secondsLeft(T0, T0 + 1000)).toBe(59)
    expect(secondsLeft(T0, T0 + 59_000)).toBe(1)
  })
  it('ends at 60 s and never goes negative', () => {
    expect(secondsLeft(T0, T0 + 60_000)).toBe(0)
    expect(secondsLeft(T0, T0 + 600_000)).toBe(0)
  })
  it('never exceeds 60 when the clock went back', () => expect(secondsLeft(T0, T0 - 5000)).toBe(60))
})

describe('countdownLabel', () => {
  it('offers a first code', () => expect(countdownLabel(null, T0)).toBe('获取验证码'))
  it('shows the seconds while counting', () => expect(countdownLabel(T0, T0 + 15_000)).toBe('45秒后重发'))
  it('offers a new code afterwards', () => expect(countdownLabel(T0, T0 + 60_000)).toBe('重新获取'))
})
