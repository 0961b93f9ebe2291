import type { Passenger } from '@api/travellers'
import { makeAutoObservable, runInAction } from 'mobx'
import type { TravellersApi } from '../api/travellersApi'
import type { PickedTraveller } from '../domain/picked'
import { savedDocumentOf, type SavedDocument } from '../domain/savedDocument'

/**
 * The member's saved travellers (常用旅客, the member's own entry among them) for a booking form: loaded once, then
 * each traveller's document on file fills the form (decision 0720). A failure leaves the form as it was: the numbers
 * are typed, as before.
 */
export class SavedDocumentsStore {
  passengers: Passenger[] = []
  isLoaded = false

  constructor(
    private readonly api: Pick<TravellersApi, 'passengers'>,
    private readonly today: string,
  ) {
    makeAutoObservable<SavedDocumentsStore, 'api' | 'today'>(this, { api: false, today: false })
  }

  async load(): Promise<void> {
    if (this.isLoaded) return
    try {
      const data = await this.api.passengers()
      runInAction(() => {
        this.passengers = data.Passengers
        this.isLoaded = true
      })
    } catch {
      // the form still takes typed numbers
    }
  }

  documentOf(traveller: Pick<PickedTraveller, 'memberId' | 'passengerId'>, types: readonly number[]): SavedDocument | null {
    return savedDocumentOf(this.passengers, traveller, types, this.today)
  }
}

/** What a booking form asks of the saved travellers. */
export type SavedDocuments = Pick<SavedDocumentsStore, 'documentOf'>
