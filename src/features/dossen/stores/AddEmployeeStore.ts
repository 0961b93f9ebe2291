import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { DossenApi } from '../api/dossenApi'
import { employeeFormError, invitationText, type EmployeeForm } from '../domain/employeeForm'

/**
 * 添加员工: name and phone, kept when the server refuses; one reqId per employee meant. A phone that already has an
 * account is invited rather than added (decision 0576): the screen then shows the invitation instead of going back.
 */
export class AddEmployeeStore {
  form: EmployeeForm = { name: '', phone: '' }
  error = ''
  invitation = ''
  isSubmitting = false
  private reqId = ''

  constructor(
    private readonly api: DossenApi,
    private readonly enterpriseId: number,
    private readonly done: (name: string, isNewAccount: boolean) => void,
  ) {
    makeAutoObservable<AddEmployeeStore, 'api' | 'enterpriseId' | 'done' | 'reqId'>(this, { api: false, enterpriseId: false, done: false, reqId: false })
  }

  set(field: keyof EmployeeForm, value: string) {
    this.form = { ...this.form, [field]: value }
    this.error = ''
    this.invitation = ''
    this.reqId = ''
  }

  async submit(): Promise<boolean> {
    if (this.isSubmitting) return false
    if (!(this.enterpriseId > 0)) {
      this.error = '未指定企业，请从企业列表进入'
      return false
    }
    const problem = employeeFormError(this.form)
    if (problem) {
      this.error = problem
      return false
    }
    this.isSubmitting = true
    this.reqId ||= `dossen-add-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
    try {
      const name = this.form.name.trim()
      const data = await this.api.addEmployee({ EnterpriseId: this.enterpriseId, Name: name, Phone: this.form.phone.trim() }, this.reqId)
      if (data.IsInvited) runInAction(() => (this.invitation = invitationText(name, data.InvitationCode, data.ExpiresAt)))
      else this.done(name, data.IsNewAccount)
      return true
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '添加失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
