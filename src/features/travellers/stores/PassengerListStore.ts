import type { Passenger } from '@api/travellers'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { TravellersApi } from '../api/travellersApi'

/** 常用旅客: the member's frequent passengers, refreshed on pull, deleted after confirming. */
export class PassengerListStore {
  passengers: Passenger[] = []
  readonly load = new LoadState('常用旅客加载失败，请重试')
  actionMessage = ''
  deletingId = ''

  constructor(private readonly api: Pick<TravellersApi, 'passengers' | 'deletePassenger'>) {
    makeAutoObservable<PassengerListStore, 'api'>(this, { api: false, load: false })
  }

  get isEmpty(): boolean {
    return this.passengers.length === 0
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.passengers(), (data) => (this.passengers = data.Passengers ?? []))
  }

  async remove(passengerId: string): Promise<boolean> {
    if (this.deletingId) return false
    this.actionMessage = ''
    this.deletingId = passengerId
    try {
      await this.api.deletePassenger(passengerId)
      runInAction(() => (this.passengers = this.passengers.filter((p) => p.PassengerId !== passengerId)))
      return true
    } catch (error) {
      runInAction(() => (this.actionMessage = failureMessage(error, '删除失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.deletingId = ''))
    }
  }
}
