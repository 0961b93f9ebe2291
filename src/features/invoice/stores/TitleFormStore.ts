import { makeAutoObservable } from 'mobx'
import type { InvoiceTitleType } from '@api/invoice'
import { LoadState } from '../../shared/stores/LoadState'
import { SaveState } from '../../shared/stores/SaveState'
import type { InvoiceTitleApi } from '../api/invoiceApi'
import { EMPTY_TITLE_FORM, formOf, submitBody, titleFormError, type TitleForm } from '../domain/titleForm'

type TextField = Exclude<keyof TitleForm, 'titleType' | 'isDefault'>

/** Add or edit one 发票抬头; input is kept when saving fails. */
export class TitleFormStore {
  form: TitleForm = { ...EMPTY_TITLE_FORM }
  readonly load = new LoadState('发票抬头加载失败，请重试')
  readonly saving = new SaveState()

  constructor(
    private readonly api: InvoiceTitleApi,
    readonly titleId: string | null,
  ) {
    makeAutoObservable<TitleFormStore, 'api'>(this, { api: false, load: false, saving: false, titleId: false })
  }

  get isEditing(): boolean {
    return this.titleId !== null
  }

  /** Editing loads the title; adding is ready at once. */
  async fetch(): Promise<boolean> {
    if (!this.titleId) {
      return this.load.run(async () => null, () => undefined)
    }
    const id = this.titleId
    return this.load.run(() => this.api.getTitle(id), (title) => (this.form = formOf(title)))
  }

  setType(titleType: InvoiceTitleType) {
    this.form.titleType = titleType
    this.saving.clearError()
  }

  set(field: TextField, value: string) {
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
    return this.saving.run(titleFormError(this.form), () => this.api.submitTitle(submitBody(this.form, this.titleId)))
  }

}
