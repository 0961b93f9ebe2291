import { makeAutoObservable } from 'mobx'
import { systemClock, type Clock } from '../../shared/domain/clock'
import { countdownLabel, secondsLeft } from '../domain/smsCountdown'

/** The 60-second wait after a code was sent, with its button text (获取验证码, 59秒后重发, 重新获取). */
export class SmsCountdown {
  sentAt: number | null = null
  now: number
  private stop: (() => void) | null = null

  constructor(private readonly clock: Clock = systemClock) {
    this.now = clock.now()
    makeAutoObservable<SmsCountdown, 'clock' | 'stop'>(this, { clock: false, stop: false })
  }

  get label(): string {
    return countdownLabel(this.sentAt, this.now)
  }

  get isWaiting(): boolean {
    return secondsLeft(this.sentAt, this.now) > 0
  }

  start() {
    this.sentAt = this.clock.now()
    this.now = this.sentAt
    this.stop?.()
    this.stop = this.clock.every(1000, () => this.tick())
  }

  reset() {
    this.dispose()
    this.sentAt = null
  }

  dispose() {
    this.stop?.()
    this.stop = null
  }

  private tick() {
    this.now = this.clock.now()
    if (!this.isWaiting) this.dispose()
  }
}
