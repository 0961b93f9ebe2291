import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { CredentialsApi } from '../api/credentialsApi'
import { confirmError, passwordError } from '../domain/passwordRules'
import type { SmsFlowStore } from './SmsFlowStore'

/** Password reset step 3 (with the flow's ticket) or change password (with the old one). */
export class NewPasswordStore {
  oldPassword = ''
  password = ''
  confirm = ''
  isSubmitting = false
  errorMessage = ''

  constructor(
    private readonly api: CredentialsApi,
    private readonly flow: SmsFlowStore | null,
  ) {
    makeAutoObservable<NewPasswordStore, 'api' | 'flow'>(this, { api: false, flow: false })
  }

  set(field: 'oldPassword' | 'password' | 'confirm', value: string) {
    this[field] = value
  }

  private problem(): string | null {
    if (!this.flow && this.oldPassword === '') return '请输入原密码'
    const rule = passwordError(this.password)
    if (rule) return rule === '请输入密码' ? '请输入新密码' : rule
    if (!this.flow && this.oldPassword === this.password) return '新密码不能与原密码相同'
    return confirmError(this.password, this.confirm)
  }

  async submit(): Promise<boolean> {
    if (this.isSubmitting) return false
    if (this.flow && !this.flow.hasTicket) return this.fail('验证已失效，请重新获取验证码')
    const problem = this.problem()
    if (problem) return this.fail(problem)
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      if (this.flow) {
        await this.api.resetPassword({ Phone: this.flow.phone, Ticket: this.flow.ticket, NewPassword: this.password })
        runInAction(() => this.flow?.spendTicket())
      } else {
        await this.api.editPassword({ OldPassword: this.oldPassword, NewPassword: this.password })
      }
      return true
    } catch (error) {
      return this.fail(failureMessage(error, '密码修改失败，请重试'))
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }

  private fail(message: string): false {
    this.errorMessage = message
    return false
  }
}
