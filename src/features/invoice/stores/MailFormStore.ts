import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { MailApi } from '../api/mailApi'
import { EMPTY_MAIL_FORM, mailBody, mailFormError, mailFormOf, type MailForm } from '../domain/mailForm'

/** Add or edit one 收件地址; input is kept when saving fails. */
export class MailFormStore {
  form: MailForm = { ...EMPTY_MAIL_FORM }
  readonly load = new LoadState('收件地址加载失败，请重试')
  isSaving = false
  errorMessage = ''

  constructor(
    private readonly api: MailApi,
    readonly mailId: string | null,
  ) {
    makeAutoObservable<MailFormStore, 'api'>(this, { api: false, load: false, mailId: false })
  }

  fetch(): Promise<boolean> {
    const id = this.mailId
    if (!id) return this.load.run(async () => null, () => undefined)
    return this.load.run(() => this.api.get(id), (mail) => (this.form = mailFormOf(mail)))
  }

  set(field: 'receiver' | 'phone' | 'address', value: string) {
    this.form[field] = value
  }

  setDefault(isDefault: boolean) {
    this.form.isDefault = isDefault
  }

  async save(): Promise<boolean> {
    if (this.isSaving) return false
    const problem = mailFormError(this.form)
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSaving = true
    this.errorMessage = ''
    try {
      await this.api.submit(mailBody(this.form, this.mailId))
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '保存失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }
}
