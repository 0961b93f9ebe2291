import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { systemClock, type Clock } from '../../shared/domain/clock'
import type { MobileApi } from '../api/accountExtrasApi'
import { newPhoneError } from '../domain/accountExtrasForms'
import { phoneInput } from '../domain/loginForm'
import { smsCodeError } from '../domain/passwordRules'
import { SmsCountdown } from './SmsCountdown'

export type ChangeMobileStep = 'old' | 'new' | 'done'

/**
 * 修改手机号: a code to the current phone buys a ticket (step old), then a code to the new phone and the
 * change (step new). What was typed stays on a failure; a spent or lapsed ticket starts over at step old.
 */
export class ChangeMobileStore {
  step: ChangeMobileStep = 'old'
  oldCode = ''
  newPhone = ''
  newCode = ''
  sentTo = ''
  errorMessage = ''
  isBusy = false
  changedPhone = ''
  private ticket = ''
  private reqId: string | null = null
  readonly oldCountdown: SmsCountdown
  readonly newCountdown: SmsCountdown

  constructor(
    private readonly api: MobileApi,
    readonly currentPhone: string,
    private readonly createReqId: () => string,
    clock: Clock = systemClock,
  ) {
    this.oldCountdown = new SmsCountdown(clock)
    this.newCountdown = new SmsCountdown(clock)
    makeAutoObservable<ChangeMobileStore, 'api' | 'ticket' | 'reqId' | 'createReqId'>(this, {
      api: false, ticket: false, reqId: false, createReqId: false, currentPhone: false, oldCountdown: false, newCountdown: false,
    })
  }

  setOldCode(value: string) {
    this.oldCode = value.replace(/\D/g, '').slice(0, 6)
  }

  setNewPhone(value: string) {
    this.newPhone = phoneInput(value)
  }

  setNewCode(value: string) {
    this.newCode = value.replace(/\D/g, '').slice(0, 6)
  }

  sendOldCode(): Promise<boolean> {
    if (this.oldCountdown.isWaiting) return Promise.resolve(false)
    return this.busy(async () => {
      const sent = await this.api.sendCode('old')
      runInAction(() => (this.sentTo = sent.MaskedPhone))
      this.oldCountdown.start()
    }, '验证码发送失败，请重试')
  }

  checkOld(): Promise<boolean> {
    const problem = smsCodeError(this.oldCode)
    if (problem) return Promise.resolve(this.fail(problem))
    return this.busy(async () => {
      const { Ticket } = await this.api.checkOld(this.oldCode.trim())
      runInAction(() => {
        this.ticket = Ticket
        this.step = 'new'
        this.sentTo = ''
      })
    }, '验证失败，请重试')
  }

  sendNewCode(): Promise<boolean> {
    if (this.newCountdown.isWaiting) return Promise.resolve(false)
    const problem = newPhoneError(this.newPhone, this.currentPhone)
    if (problem) return Promise.resolve(this.fail(problem))
    return this.busy(async () => {
      const sent = await this.api.sendCode('new', this.newPhone)
      runInAction(() => (this.sentTo = sent.MaskedPhone))
      this.newCountdown.start()
    }, '验证码发送失败，请重试')
  }

  submit(): Promise<boolean> {
    const problem = newPhoneError(this.newPhone, this.currentPhone) ?? smsCodeError(this.newCode)
    if (problem) return Promise.resolve(this.fail(problem))
    this.reqId ??= this.createReqId()
    const reqId = this.reqId
    return this.busy(async () => {
      try {
        const { Phone } = await this.api.change({ Ticket: this.ticket, NewPhone: this.newPhone, VerifyCode: this.newCode.trim() }, reqId)
        runInAction(() => {
          this.changedPhone = Phone
          this.step = 'done'
          this.reqId = null
        })
      } catch (error) {
        if (failureMessage(error, '') === '验证已失效，请重新获取验证码') runInAction(() => this.restart())
        throw error
      }
    }, '修改失败，请重试')
  }

  dispose() {
    this.oldCountdown.dispose()
    this.newCountdown.dispose()
  }

  private restart() {
    this.step = 'old'
    this.ticket = ''
    this.oldCode = ''
    this.reqId = null
    this.oldCountdown.reset()
  }

  private async busy(task: () => Promise<void>, fallback: string): Promise<boolean> {
    if (this.isBusy) return false
    this.isBusy = true
    this.errorMessage = ''
    try {
      await task()
      return true
    } catch (error) {
      return this.fail(failureMessage(error, fallback))
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }

  private fail(message: string): false {
    this.errorMessage = message
    return false
  }
}
