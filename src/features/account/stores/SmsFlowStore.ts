import { makeAutoObservable, runInAction } from 'mobx'
import type { SmsScene } from '@api/index'
import { failureMessage } from '../../shared/domain/failureMessage'
import { systemClock, type Clock } from '../../shared/domain/clock'
import type { CredentialsApi } from '../api/credentialsApi'
import { phoneError, phoneInput } from '../domain/loginForm'
import { smsCodeError } from '../domain/passwordRules'
import { countdownLabel, secondsLeft } from '../domain/smsCountdown'

export type FlowScene = Extract<SmsScene, 'register' | 'resetPassword'>

/**
 * Steps 1 and 2 of registration and password reset: the phone gets a code, the code buys a one-time
 * ticket that step 3 spends. One instance lives across the three pages of a flow (flowOf).
 */
export class SmsFlowStore {
  phone = ''
  code = ''
  ticket = ''
  /** Registration: an invitation code the link carried (`?invitation=`), offered at step 3. */
  invitation = ''
  errorMessage = ''
  isBusy = false
  codeSentAt: number | null = null
  now: number
  private stopTicker: (() => void) | null = null

  constructor(
    readonly scene: FlowScene,
    private readonly api: CredentialsApi,
    private readonly clock: Clock = systemClock,
  ) {
    this.now = clock.now()
    makeAutoObservable<SmsFlowStore, 'api' | 'clock' | 'stopTicker'>(this, { scene: false, api: false, clock: false, stopTicker: false })
  }

  get codeButtonText(): string {
    return countdownLabel(this.codeSentAt, this.now)
  }

  get canResend(): boolean {
    return !this.isBusy && secondsLeft(this.codeSentAt, this.now) === 0
  }

  get hasTicket(): boolean {
    return this.ticket !== ''
  }

  setPhone(value: string) {
    this.phone = phoneInput(value)
  }

  carryInvitation(code: string) {
    if (code.trim()) this.invitation = code.trim()
  }

  setCode(value: string) {
    this.code = value.replace(/\D/g, '').slice(0, 6)
  }

  /** Step 1: the phone is checked (new for registration, known for reset) and gets a code. */
  async sendCode(): Promise<boolean> {
    if (this.isBusy) return false
    const problem = phoneError(this.phone)
    if (problem) return this.fail(problem)
    this.isBusy = true
    this.errorMessage = ''
    try {
      const { IsRegister } = await this.api.checkPhoneIsRegister(this.phone)
      if (this.scene === 'register' && IsRegister) return this.fail('该手机号已注册，请直接登录')
      if (this.scene === 'resetPassword' && !IsRegister) return this.fail('该手机号未注册')
      await this.api.sendSmsCode(this.phone, this.scene)
      runInAction(() => {
        this.ticket = ''
        this.code = ''
        this.startCountdown()
      })
      return true
    } catch (error) {
      return this.fail(failureMessage(error, '验证码发送失败，请重试'))
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }

  /** Step 2, again: another code for the same phone once the countdown is over. */
  async resend(): Promise<boolean> {
    if (!this.canResend) return false
    return this.sendCode()
  }

  /** Step 2: the code is exchanged for the ticket; a wrong code keeps what was typed. */
  async checkCode(): Promise<boolean> {
    if (this.isBusy) return false
    const problem = smsCodeError(this.code)
    if (problem) return this.fail(problem)
    this.isBusy = true
    this.errorMessage = ''
    try {
      const { Ticket } = await this.api.checkCode(this.phone, this.code.trim(), this.scene)
      runInAction(() => (this.ticket = Ticket))
      return true
    } catch (error) {
      return this.fail(failureMessage(error, '验证失败，请重试'))
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }

  /** Step 3 spent the ticket (or it expired): the flow starts over from a code. */
  spendTicket() {
    this.ticket = ''
    this.code = ''
  }

  fail(message: string): false {
    this.errorMessage = message
    return false
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
    if (secondsLeft(this.codeSentAt, this.now) === 0) this.dispose()
  }
}
