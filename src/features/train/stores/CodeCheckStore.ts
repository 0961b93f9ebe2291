import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'

export const RESEND_SECONDS = 60

/** Seconds before another code may be asked for; 0 when allowed. */
export function resendLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0
  return Math.max(0, RESEND_SECONDS - Math.floor((now - sentAt) / 1000))
}

/**
 * A 6-digit code check (the 12306 account's SMS check, a passenger's phone check): send, type, verify. The calls are
 * injected, so one store serves both.
 */
export class CodeCheckStore<T> {
  code = ''
  phoneMasked = ''
  sentAt: number | null = null
  now: number
  isBusy = false
  error = ''

  constructor(private readonly deps: { send: () => Promise<{ PhoneMasked: string }>; verify: (code: string) => Promise<T>; now: () => number }) {
    this.now = deps.now()
    makeAutoObservable<CodeCheckStore<T>, 'deps'>(this, { deps: false })
  }

  tick() {
    this.now = this.deps.now()
  }

  get sendLabel(): string {
    const left = resendLeft(this.sentAt, this.now)
    if (left > 0) return `${left}秒后重发`
    return this.sentAt === null ? '获取验证码' : '重新获取'
  }

  get canSend(): boolean {
    return !this.isBusy && resendLeft(this.sentAt, this.now) === 0
  }

  setCode(value: string) {
    this.code = value.replace(/\D/g, '').slice(0, 6)
    this.error = ''
  }

  async send(): Promise<boolean> {
    if (!this.canSend) return false
    this.isBusy = true
    this.error = ''
    try {
      const sent = await this.deps.send()
      runInAction(() => {
        this.phoneMasked = sent.PhoneMasked
        this.sentAt = this.deps.now()
        this.now = this.sentAt
      })
      return true
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '验证码发送失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }

  async verify(): Promise<T | null> {
    if (this.sentAt === null) {
      this.error = '请先获取验证码'
      return null
    }
    if (!/^\d{6}$/.test(this.code)) {
      this.error = '请输入6位验证码'
      return null
    }
    this.isBusy = true
    try {
      return await this.deps.verify(this.code)
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '核验失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }
}
