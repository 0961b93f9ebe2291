import type { FareRules } from '@api/flight'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { FlightApi } from '../api/flightApi'

export type RulesSource = { orderNo: string } | { FlightNo: string; DepartDate: string; DepartCityCode: string; ArriveCityCode: string; fareId: string }
export type RuleBlock = { title: string; rules: FareRules }

/** 退改签规则: the rules of each segment of an order, or of one fare of a flight. */
export class FlightRulesStore {
  readonly load = new LoadState('退改签规则加载失败，请重试')
  blocks: RuleBlock[] = []

  constructor(private readonly api: FlightApi, readonly source: RulesSource | null) {
    makeAutoObservable<FlightRulesStore, 'api'>(this, { api: false })
  }

  fetch(): Promise<boolean> {
    const source = this.source
    if (!source) return Promise.resolve(false)
    if ('orderNo' in source) {
      return this.load.run(() => this.api.orderDetail(source.orderNo), (order) => {
        this.blocks = order.Segments.map((s) => ({ title: `${order.Segments.length > 1 ? (s.Seq === 1 ? '去程 ' : '返程 ') : ''}${s.FlightNo} ${s.CabinName}${s.BookingClass}舱`, rules: s.Rules }))
      })
    }
    const { fareId, ...body } = source
    return this.load.run(() => this.api.seats(body), (data) => {
      this.blocks = data.Fares.filter((f) => f.FareId === fareId).map((f) => ({ title: `${data.Flight.FlightNo} ${f.CabinName}${f.BookingClass}舱`, rules: f.Rules }))
    })
  }
}
