import type { OrderMembership, ProgramCode } from '@api/bindings'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { BindingsApi } from '../api/bindingsApi'

/** The member's bound card of a hotel's group on the order form (decision 0431): used by default, can be turned off. */
export class BookingMembershipStore {
  readonly load = new LoadState()
  membership: OrderMembership | null = null
  isUsed = true

  constructor(private readonly api: Pick<BindingsApi, 'bookingMembership'>, private readonly onChange: (code: ProgramCode | null) => void) {
    makeAutoObservable<BookingMembershipStore, 'api' | 'onChange'>(this, { api: false, onChange: false })
  }

  async fetch(hotelId: string): Promise<void> {
    const ok = await this.load.run(() => this.api.bookingMembership(hotelId), (data) => {
      this.membership = data.Membership
    })
    if (ok) this.report()
  }

  setUsed(isUsed: boolean): void {
    this.isUsed = isUsed
    this.report()
  }

  private report(): void {
    this.onChange(this.membership && this.isUsed ? this.membership.ProgramCode : null)
  }
}
