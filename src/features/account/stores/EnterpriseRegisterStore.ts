import { makeAutoObservable, runInAction } from 'mobx'
import type { HouseKeeperRegisterData, StaffScale } from '@api/index'
import { failureMessage } from '../../shared/domain/failureMessage'
import { systemClock, type Clock } from '../../shared/domain/clock'
import type { SignUpApi } from '../api/accountExtrasApi'
import { enterpriseFormError, type EnterpriseForm } from '../domain/accountExtrasForms'
import { phoneError, phoneInput } from '../domain/loginForm'
import { SmsCountdown } from './SmsCountdown'

type TextField = Exclude<keyof EnterpriseForm, 'staffScale'>

/** 企业注册 (huazhu partner page): the enterprise applies; the contact phone proves itself with a code. */
export class EnterpriseRegisterStore {
  form: EnterpriseForm = { enterpriseName: '', contactName: '', phone: '', code: '', cityName: '', staffScale: '', email: '' }
  errorMessage = ''
  isBusy = false
  submitted: HouseKeeperRegisterData | null = null
  readonly countdown: SmsCountdown

  constructor(private readonly api: SignUpApi, clock: Clock = systemClock) {
    this.countdown = new SmsCountdown(clock)
    makeAutoObservable<EnterpriseRegisterStore, 'api'>(this, { api: false, countdown: false })
  }

  set(field: TextField, value: string) {
    this.form[field] = field === 'phone' ? phoneInput(value) : field === 'code' ? value.replace(/\D/g, '').slice(0, 6) : value
  }

  setScale(scale: StaffScale) {
    this.form.staffScale = scale
  }

  async sendCode(): Promise<boolean> {
    if (this.countdown.isWaiting || this.isBusy) return false
    const problem = phoneError(this.form.phone)
    if (problem) return this.fail(problem)
    return this.busy(async () => {
      await this.api.sendEnterpriseCode(this.form.phone)
      this.countdown.start()
    }, '验证码发送失败，请重试')
  }

  async submit(): Promise<boolean> {
    const problem = enterpriseFormError(this.form)
    if (problem) return this.fail(problem)
    const f = this.form
    return this.busy(async () => {
      const answer = await this.api.houseKeeperRegister({
        EnterpriseName: f.enterpriseName.trim(),
        ContactName: f.contactName.trim(),
        Phone: f.phone,
        VerifyCode: f.code.trim(),
        CityName: f.cityName.trim(),
        StaffScale: f.staffScale as StaffScale,
        ...(f.email.trim() ? { Email: f.email.trim() } : {}),
      })
      runInAction(() => (this.submitted = answer))
    }, '提交失败，请重试')
  }

  dispose() {
    this.countdown.dispose()
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
