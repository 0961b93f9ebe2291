import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import { SaveState } from '../../shared/stores/SaveState'
import type { MailApi } from '../api/mailApi'
import { EMPTY_MAIL_FORM, mailBody, mailFormError, mailFormOf, type MailForm } from '../domain/mailForm'

/** Add or edit one 收件地址; input is kept when saving fails. */
export class MailFormStore {
  form: MailForm = { ...EMPTY_MAIL_FORM }
  readonly load = new LoadState('收件地址加载失败，请重试')
  readonly saving = new SaveState()

  constructor(
    private readonly api: MailApi,
    readonly mailId: string | null,
  ) {
    makeAutoObservable<MailFormStore, 'api'>(this, { api: false, load: false, saving: false, mailId: false })
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

  get isSaving(): boolean {
    return this.saving.isSaving
  }

  get errorMessage(): string {
    return this.saving.errorMessage
  }

  save(): Promise<boolean> {
    return this.saving.run(mailFormError(this.form), () => this.api.submit(mailBody(this.form, this.mailId)))
  }

}
