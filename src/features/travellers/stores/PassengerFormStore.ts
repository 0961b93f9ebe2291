import type { PassengerDocumentType } from '@api/travellers'
import { createReqId } from '@/core/http'
import { todayWire } from '@/core/format'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { TravellersApi } from '../api/travellersApi'
import {
  addableDocumentTypes, emptyPassengerForm, newDocument, passengerBody, passengerFormError, passengerFormOf, type PassengerForm,
} from '../domain/passengerForm'

type TextField = 'name' | 'enLastName' | 'enFirstName' | 'phone'

/**
 * Add or edit one frequent passenger: names, phone and documents (one per type), checked by the shared rule
 * before saving; input is kept when saving fails, and a retry of the same add keeps its reqId (adds once).
 */
export class PassengerFormStore {
  form: PassengerForm = emptyPassengerForm()
  readonly load = new LoadState('常用旅客加载失败，请重试')
  isSaving = false
  errorMessage = ''
  private reqId = ''

  constructor(
    private readonly api: Pick<TravellersApi, 'passenger' | 'savePassenger' | 'nationalities'>,
    readonly passengerId: string | null,
    private readonly today: () => string = () => todayWire(),
  ) {
    makeAutoObservable<PassengerFormStore, 'api' | 'reqId' | 'today'>(this, { api: false, load: false, passengerId: false, reqId: false, today: false })
  }

  get addableTypes(): PassengerDocumentType[] {
    return addableDocumentTypes(this.form)
  }

  fetch(): Promise<boolean> {
    const id = this.passengerId
    if (!id) return this.load.run(async () => null, () => undefined)
    return this.load.run(
      () => Promise.all([this.api.passenger(id), this.api.nationalities()]),
      ([passenger, { Nationalities }]) => {
        const names = new Map(Nationalities.map((n) => [n.Code, n.Name]))
        this.form = passengerFormOf(passenger, (code) => names.get(code) ?? code)
      },
    )
  }

  set(field: TextField, value: string) {
    this.form[field] = value
    this.errorMessage = ''
  }

  addDocument(type: PassengerDocumentType) {
    if (!this.addableTypes.includes(type)) return
    this.form.documents.push(newDocument(type))
  }

  removeDocument(index: number) {
    this.form.documents.splice(index, 1)
  }

  setDocumentType(index: number, type: PassengerDocumentType) {
    const document = this.form.documents[index]
    if (!document || document.type === type || this.form.documents.some((d) => d.type === type)) return
    document.type = type
  }

  setDocumentNumber(index: number, number: string) {
    const document = this.form.documents[index]
    if (document) document.number = number
  }

  setDocumentExpiry(index: number, expiry: string) {
    const document = this.form.documents[index]
    if (document) document.expiry = expiry
  }

  setNationality(index: number, nationality: { code: string; name: string }) {
    const document = this.form.documents[index]
    if (!document) return
    document.nationality = nationality.code
    document.nationalityName = nationality.name
  }

  async save(): Promise<boolean> {
    if (this.isSaving) return false
    const problem = passengerFormError(this.form, this.today())
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSaving = true
    this.errorMessage = ''
    if (!this.reqId) this.reqId = createReqId()
    try {
      await this.api.savePassenger(passengerBody(this.form, this.passengerId), this.reqId)
      this.reqId = ''
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '保存失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }
}
