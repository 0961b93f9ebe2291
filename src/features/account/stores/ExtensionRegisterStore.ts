import { makeAutoObservable } from 'mobx'
import type { RegisterBenefitsData } from '@api/index'
import { LoadState } from '../../shared/stores/LoadState'
import type { SignUpApi } from '../api/accountExtrasApi'
import type { RegisterProfileStore } from './RegisterProfileStore'
import type { SmsFlowStore } from './SmsFlowStore'

/**
 * 推广注册 (extension/register): one page for the link's invitation. It shows what the inviting enterprise
 * offers, then phone, code, name and password; the code is exchanged for the ticket on submit (kept when
 * the profile fails), then the account is created and logged in (registration's own flow and profile stores).
 */
export class ExtensionRegisterStore {
  benefits: RegisterBenefitsData | null = null
  readonly load = new LoadState('邀请信息加载失败，请重试')

  constructor(
    private readonly api: SignUpApi,
    readonly flow: SmsFlowStore,
    readonly profile: RegisterProfileStore,
  ) {
    makeAutoObservable<ExtensionRegisterStore, 'api'>(this, { api: false, load: false, flow: false, profile: false })
  }

  get isBusy(): boolean {
    return this.flow.isBusy || this.profile.isSubmitting
  }

  get errorMessage(): string {
    return this.flow.errorMessage || this.profile.errorMessage
  }

  fetch(): Promise<boolean> {
    const code = this.profile.invitationCode.trim()
    return this.load.run(
      () => (code === '' ? Promise.reject({ Msg: '邀请链接不完整，请向企业管理员重新获取' }) : this.api.registerBenefits(code)),
      (data) => (this.benefits = data),
    )
  }

  async sendCode(): Promise<boolean> {
    this.profile.errorMessage = ''
    if (this.flow.codeSentAt !== null && !this.flow.canResend) return false
    return this.flow.sendCode()
  }

  /** True when registered and logged in. */
  async submit(): Promise<boolean> {
    if (this.isBusy) return false
    this.profile.errorMessage = ''
    if (!this.flow.hasTicket) {
      if (this.flow.phone === '' || this.flow.codeSentAt === null) return this.flow.fail(this.flow.phone === '' ? '请输入手机号' : '请先获取验证码')
      if (!(await this.flow.checkCode())) return false
    }
    return this.profile.submit()
  }
}
