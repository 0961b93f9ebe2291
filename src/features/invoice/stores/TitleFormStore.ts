import { makeAutoObservable, runInAction } from 'mobx'
import type { InvoiceTitleType } from '@api/invoice'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { InvoiceTitleApi } from '../api/invoiceApi'
import { EMPTY_TITLE_FORM, formOf, submitBody, titleFormError, type TitleForm } from '../domain/titleForm'

type TextField = Exclude<keyof TitleForm, 'titleType' | 'isDefault'>

/** Add or edit one 发票抬头; input is kept when saving fails. */
export class TitleFormStore {
  form: TitleForm = { ...EMPTY_TITLE_FORM }
  readonly load = new LoadState('发票抬头加载失败，请重试')
  isSaving = false
  errorMessage = ''

  constructor(
    private readonly api: InvoiceTitleApi,
    readonly titleId: string | null,
  ) {
    makeAutoObservable<TitleFormStore, 'api'>(this, { api: false, load: false, titleId: false })
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
    this.errorMessage = ''
  }

  set(field: TextField, value: string) {
    this.form[field] = value
  }

  setDefault(isDefault: boolean) {
    this.form.isDefault = isDefault
  }

  async save(): Promise<boolean> {
    if (this.isSaving) return false
    const problem = titleFormError(this.form)
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSaving = true
    this.errorMessage = ''
    try {
      await this.api.submitTitle(submitBody(this.form, this.titleId))
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '保存失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }
}
