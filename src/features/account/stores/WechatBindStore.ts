import { makeAutoObservable, runInAction } from 'mobx'
import type { GetLoginUserInfosData } from '@api/index'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { SsoApi } from '../api/ssoApi'
import { phoneError, phoneInput } from '../domain/loginForm'
import { completeLogin, type LoginSession } from './completeLogin'

/** 绑定账号: the WeChat of a bind ticket bound to an account by its phone and password, then signed in. */
export class WechatBindStore {
  phone = ''
  password = ''
  isSubmitting = false
  errorMessage = ''

  constructor(
    private readonly api: SsoApi,
    private readonly session: LoginSession,
    private readonly loadUserInfos: () => Promise<GetLoginUserInfosData>,
    readonly ticket: string,
  ) {
    makeAutoObservable<WechatBindStore, 'api' | 'session' | 'loadUserInfos'>(this, { api: false, session: false, loadUserInfos: false, ticket: false })
  }

  setPhone(value: string) {
    this.phone = phoneInput(value)
  }

  setPassword(value: string) {
    this.password = value
  }

  /** True when bound and signed in; the input is kept on failure. */
  async submit(): Promise<boolean> {
    if (this.isSubmitting) return false
    const problem = !this.ticket ? '绑定已超时，请重新进入' : phoneError(this.phone) || (this.password === '' ? '请输入密码' : '')
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      const data = await this.api.wechatBind({ BindTicket: this.ticket, Phone: this.phone.trim(), Password: this.password })
      await completeLogin(this.session, this.loadUserInfos, data)
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '绑定失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
