import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { CredentialsApi } from '../api/credentialsApi'
import { registerProfileError } from '../domain/registerProfile'
import type { LoginSession } from './LoginStore'
import type { SmsFlowStore } from './SmsFlowStore'

/** Registration step 3: name, password, invitation; the new member is then logged in. */
export class RegisterProfileStore {
  name = ''
  password = ''
  confirm = ''
  invitationCode = ''
  email = ''
  isSubmitting = false
  errorMessage = ''

  constructor(
    private readonly flow: SmsFlowStore,
    private readonly api: CredentialsApi,
    private readonly session: LoginSession,
    initialInvitation = '',
  ) {
    this.invitationCode = initialInvitation
    makeAutoObservable<RegisterProfileStore, 'flow' | 'api' | 'session'>(this, { flow: false, api: false, session: false })
  }

  set(field: 'name' | 'password' | 'confirm' | 'invitationCode' | 'email', value: string) {
    this[field] = value
  }

  /** True when the account exists and the session is set up; input is kept on failure. */
  async submit(): Promise<boolean> {
    if (this.isSubmitting) return false
    if (!this.flow.hasTicket) return this.fail('验证已失效，请重新获取验证码')
    const problem = registerProfileError(this)
    if (problem) return this.fail(problem)
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      const data = await this.api.register({
        Phone: this.flow.phone,
        Ticket: this.flow.ticket,
        Password: this.password,
        CustomerName: this.name.trim(),
        InvitationCode: this.invitationCode.trim(),
        ...(this.email.trim() ? { Email: this.email.trim() } : {}),
      })
      this.session.applyLogin(data)
      try {
        this.session.applyUserInfos(await this.api.getLoginUserInfos())
      } catch (error) {
        this.session.clearSession()
        throw error
      }
      await Promise.allSettled([this.session.loadPlatformInfo(), this.session.refreshBadges()])
      runInAction(() => this.flow.spendTicket())
      return true
    } catch (error) {
      return this.fail(failureMessage(error, '注册失败，请重试'))
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }

  private fail(message: string): false {
    this.errorMessage = message
    return false
  }
}
