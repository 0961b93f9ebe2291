import { makeAutoObservable, runInAction } from 'mobx'
import type { Rail12306Account, Rail12306Passenger, TrainPassengerInput } from '@api/train'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { RailAccountApi } from '../api/railAccountApi'
import { MAX_RAIL_PASSENGERS, railPassengerBlock } from '../domain/railBooking'

export type BookingChannel = 'enterprise' | 'rail'

/**
 * 购票方式 on the order form (decision 0393): the enterprise channel, or the member's bound 12306 account with its
 * passengers (checked ones only). Offered only when the member has a bound account.
 */
export class RailBookingStore {
  accounts: Rail12306Account[] = []
  channel: BookingChannel = 'enterprise'
  passengers: Rail12306Passenger[] = []
  picked: string[] = []
  error = ''

  constructor(private readonly api: Pick<RailAccountApi, 'accounts' | 'passengers'>) {
    makeAutoObservable<RailBookingStore, 'api'>(this, { api: false })
  }

  get account(): Rail12306Account | null {
    return this.accounts[0] ?? null
  }

  get isRail(): boolean {
    return this.channel === 'rail' && this.account !== null
  }

  /** The bound accounts; without one the form books through the enterprise channel only. */
  async fetch(): Promise<void> {
    try {
      const data = await this.api.accounts()
      runInAction(() => (this.accounts = data.Accounts.filter((a) => a.Status === 'Bound')))
    } catch {
      // No account list: the enterprise channel stays.
    }
  }

  async setChannel(channel: BookingChannel): Promise<void> {
    this.channel = channel
    this.error = ''
    const account = this.account
    if (channel !== 'rail' || !account || this.passengers.length > 0) return
    try {
      const data = await this.api.passengers(account.AccountId)
      runInAction(() => (this.passengers = data.Passengers))
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '12306乘客加载失败，请重试')))
    }
  }

  /** Picks or unpicks a passenger; answers why one cannot be picked ('' when done). */
  toggle(p: Rail12306Passenger): string {
    if (this.picked.includes(p.PassengerId)) {
      this.picked = this.picked.filter((id) => id !== p.PassengerId)
      return ''
    }
    const block = railPassengerBlock(p)
    if (block) return `${p.Name}${block}`
    if (this.picked.length >= MAX_RAIL_PASSENGERS) return `每单最多${MAX_RAIL_PASSENGERS}位乘车人`
    this.picked = [...this.picked, p.PassengerId]
    return ''
  }

  /** The order's passengers through the account: the server takes their names and IDs from 12306. */
  get orderPassengers(): TrainPassengerInput[] {
    return this.passengers
      .filter((p) => this.picked.includes(p.PassengerId))
      .map((p) => ({ Name: p.Name, IdNo: '', Phone: '', MemberId: '', RailPassengerId: p.PassengerId }))
  }
}
