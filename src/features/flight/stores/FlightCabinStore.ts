import type { QuerySeatListData, QuerySeatListRequest } from '@api/flight'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { FlightApi } from '../api/flightApi'

/** 选择舱位: every cabin and fare of one flight with its rules and the member's standard. */
export class FlightCabinStore {
  readonly load = new LoadState('舱位加载失败，请重试')
  data: QuerySeatListData | null = null
  openRulesOf = ''

  constructor(private readonly api: FlightApi, readonly params: QuerySeatListRequest | null) {
    makeAutoObservable<FlightCabinStore, 'api'>(this, { api: false })
  }

  fetch(): Promise<boolean> {
    const params = this.params
    if (!params) return Promise.resolve(false)
    return this.load.run(() => this.api.seats(params), (data) => (this.data = data))
  }

  toggleRules(fareId: string): void {
    this.openRulesOf = this.openRulesOf === fareId ? '' : fareId
  }
}
