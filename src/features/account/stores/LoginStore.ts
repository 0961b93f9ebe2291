import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { systemClock, type Clock } from '../../shared/domain/clock'
import type { LoginApi } from '../api/accountApi'
import { loginFormError, phoneError, phoneInput, type LoginMode } from '../domain/loginForm'
import { countdownLabel, secondsLeft } from '../domain/smsCountdown'
import { completeLogin, type LoginSession } from './completeLogin'

export type { LoginSession }

/** The login flow: form, SMS code countdown, submit, and the session set-up that follows. */
export class LoginStore {
  mode: LoginMode = 'password'
  phone = ''
  password = ''
  code = ''
  isSubmitting = false
  isSendingCode = false
  errorMessage = ''
  codeSentAt: number | null = null
  now: number
  private stopTicker: (() => void) | null = null

  constructor(
    private readonly api: LoginApi,
    private readonly session: LoginSession,
    private readonly clock: Clock = systemClock,
  ) {
    this.now = clock.now()
    makeAutoObservable<LoginStore, 'api' | 'session' | 'clock' | 'stopTicker'>(this, {
      api: false,
      session: false,
      clock: false,
      stopTicker: false,
    })
  }

  get codeSecondsLeft(): number {
    return secondsLeft(this.codeSentAt, this.now)
  }

  get codeButtonText(): string {
    return this.isSendingCode ? '发送中...' : countdownLabel(this.codeSentAt, this.now)
  }

  get canSendCode(): boolean {
    return !this.isSendingCode && this.codeSecondsLeft === 0
  }

  setMode(mode: LoginMode) {
    this.mode = mode
    this.errorMessage = ''
  }

  setPhone(value: string) {
    this.phone = phoneInput(value)
  }

  setPassword(value: string) {
    this.password = value
  }

  setCode(value: string) {
    this.code = value
  }

  async sendCode(): Promise<boolean> {
    if (!this.canSendCode) return false
    const problem = phoneError(this.phone)
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSendingCode = true
    this.errorMessage = ''
    try {
      await this.api.sendSmsCode({ Phone: this.phone.trim(), Scene: 'login' })
      runInAction(() => this.startCountdown())
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '验证码发送失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSendingCode = false))
    }
  }

  /** Resolves true when the member is logged in and the session is set up; input is kept on failure. */
  async submit(): Promise<boolean> {
    if (this.isSubmitting) return false
    const problem = loginFormError(this)
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      const phone = this.phone.trim()
      const body = this.mode === 'password' ? { Phone: phone, Password: this.password } : { Phone: phone, VerifyCode: this.code.trim() }
      await completeLogin(this.session, () => this.api.getLoginUserInfos(), await this.api.loginV2(body))
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '登录失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }

  dispose() {
    this.stopTicker?.()
    this.stopTicker = null
  }

  private startCountdown() {
    this.codeSentAt = this.clock.now()
    this.now = this.codeSentAt
    this.stopTicker?.()
    this.stopTicker = this.clock.every(1000, () => this.tick())
  }

  private tick() {
    this.now = this.clock.now()
    if (this.codeSecondsLeft === 0) this.dispose()
  }
}
