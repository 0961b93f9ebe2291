import type { FlightChangeQuote, FlightFare, FlightItem, FlightOrderDetail, FlightOrderSegment, ChangeFlightOrderData } from '@api/flight'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { FlightApi } from '../api/flightApi'

/** The reasons offered on 选择原因 (the server answers the same with every quote). */
export const CHANGE_REASONS = ['行程变更', '航班延误或取消', '会议时间调整', '身体原因', '其他原因']

/**
 * One 改签 run across its pages (rebook index, modifyDate, selectReason, modifyList, modifyApply): the order,
 * the segment, the new date, the reason, the flight and fare chosen, the quote and the apply.
 */
export class FlightRebookStore {
  readonly load = new LoadState('订单加载失败，请重试')
  readonly listLoad = new LoadState('航班加载失败，请重试')
  readonly seatLoad = new LoadState('舱位加载失败，请重试')
  readonly quoteLoad = new LoadState('改签费用计算失败，请重试')
  orderNo = ''
  order: FlightOrderDetail | null = null
  seq = 0
  date = ''
  reason = ''
  flights: FlightItem[] = []
  openFlightNo = ''
  fares: FlightFare[] = []
  chosen: { flight: FlightItem; fare: FlightFare } | null = null
  quote: FlightChangeQuote | null = null
  /** The passengers (their Seq) to change; empty: every one still ticketed (decision 0791). */
  passengerIds: number[] = []
  isSubmitting = false
  submitError = ''
  result: ChangeFlightOrderData | null = null
  private reqId: string

  constructor(private readonly deps: { api: FlightApi; createReqId: () => string }) {
    this.reqId = deps.createReqId()
    makeAutoObservable<FlightRebookStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false })
  }

  /** Starts (or resumes) the run of an order; a new order starts afresh. */
  start(orderNo: string, seq?: number): Promise<boolean> {
    if (orderNo !== this.orderNo) {
      this.orderNo = orderNo
      this.order = null
      this.reason = ''
      this.chosen = null
      this.quote = null
      this.result = null
      this.seq = 0
      this.passengerIds = []
    }
    if (seq) this.seq = seq
    if (!orderNo) return Promise.resolve(false)
    return this.load.run(() => this.deps.api.orderDetail(orderNo), (order) => {
      this.order = order
      const choosable = this.choosable
      if (!choosable.some((s) => s.Seq === this.seq)) this.seq = choosable[0]?.Seq ?? 0
      if (!this.date && this.segment) this.date = this.segment.DepartTime.slice(0, 10)
    })
  }

  /** Segments that can still be rebooked: not refunded. */
  get choosable(): FlightOrderSegment[] {
    return (this.order?.Segments ?? []).filter((s) => s.SegmentStatus !== 'Refunded')
  }

  get segment(): FlightOrderSegment | null {
    return this.order?.Segments.find((s) => s.Seq === this.seq) ?? null
  }

  chooseSegment(seq: number): void {
    this.seq = seq
    const segment = this.segment
    if (segment) this.date = segment.DepartTime.slice(0, 10)
    this.chosen = null
    this.quote = null
  }

  setDate(date: string): void {
    if (date === this.date) return
    this.date = date
    this.chosen = null
    this.quote = null
    this.flights = []
    this.openFlightNo = ''
  }

  setReason(reason: string): void {
    this.reason = reason
  }

  /** Flights of the segment's city pair on the chosen date (the booked flight itself left out). */
  fetchFlights(): Promise<boolean> {
    const segment = this.segment
    if (!segment || !this.date) return Promise.resolve(false)
    const body = { DepartCityCode: segment.DepartCityCode, ArriveCityCode: segment.ArriveCityCode, DepartDate: this.date }
    return this.listLoad.run(() => this.deps.api.flights(body), (data) => {
      this.flights = data.Flights.filter((f) => !(f.FlightNo === segment.FlightNo && f.DepartTime === segment.DepartTime))
    })
  }

  openFlight(flight: FlightItem): Promise<boolean> {
    const segment = this.segment
    if (!segment) return Promise.resolve(false)
    if (this.openFlightNo === flight.FlightNo) {
      this.openFlightNo = ''
      return Promise.resolve(true)
    }
    this.openFlightNo = flight.FlightNo
    this.fares = []
    const body = { FlightNo: flight.FlightNo, DepartDate: this.date, DepartCityCode: segment.DepartCityCode, ArriveCityCode: segment.ArriveCityCode }
    return this.seatLoad.run(() => this.deps.api.seats(body), (data) => (this.fares = data.Fares))
  }

  /** Keeps the fare and asks what the change costs. */
  chooseFare(flight: FlightItem, fare: FlightFare): Promise<boolean> {
    this.chosen = { flight, fare }
    this.quote = null
    return this.fetchQuote()
  }

  fetchQuote(): Promise<boolean> {
    const chosen = this.chosen
    if (!chosen) return Promise.resolve(false)
    return this.quoteLoad.run(() => this.deps.api.changeQuote({ OrderNo: this.orderNo, Seq: this.seq, FareId: chosen.fare.FareId, ...this.passengerPart }), (quote) => (this.quote = quote))
  }

  /** Passengers whose tickets are still issued on this order. */
  get ticketedPassengers() {
    return (this.order?.Passengers ?? []).filter((p) => (p.TicketStatus ?? 'Valid') === 'Valid')
  }

  /** Why this order's passengers change only together (a round trip, a personal-pay order), '' when some may change alone. */
  get wholeChangeReason(): string {
    return this.order?.WholeChangeReason ?? ''
  }

  /** Ticks or unticks a passenger to change (at least one stays ticked); the quote follows when a fare is chosen. */
  togglePassenger(seq: number): void {
    if (this.wholeChangeReason) return
    const all = this.ticketedPassengers.map((p) => p.Seq)
    const current = this.passengerIds.length === 0 ? all : this.passengerIds
    const next = current.includes(seq) ? current.filter((x) => x !== seq) : [...current, seq].sort((a, b) => a - b)
    if (next.length === 0) return
    this.passengerIds = next.length === all.length ? [] : next
    if (this.chosen) void this.fetchQuote()
  }

  isPassengerChosen(seq: number): boolean {
    return this.passengerIds.length === 0 || this.passengerIds.includes(seq)
  }

  private get passengerPart() {
    return this.passengerIds.length > 0 ? { PassengerIds: this.passengerIds } : {}
  }

  /** What stops the apply, '' when it can go. */
  get applyProblem(): string {
    if (!this.chosen || !this.quote) return '请选择改签航班'
    if (!this.quote.IsAllowed) return this.quote.Description
    if (!this.reason) return '请选择改签原因'
    return ''
  }

  async apply(): Promise<boolean> {
    const problem = this.applyProblem
    const chosen = this.chosen
    const quote = this.quote
    if (problem || !chosen || !quote) {
      this.submitError = problem
      return false
    }
    this.isSubmitting = true
    this.submitError = ''
    try {
      const body = { OrderNo: this.orderNo, Seq: this.seq, FareId: chosen.fare.FareId, ExpectedTotalFen: quote.TotalFen, Reason: this.reason, ...this.passengerPart }
      const result = await this.deps.api.change(body, this.reqId)
      runInAction(() => {
        this.result = result
        this.reqId = this.deps.createReqId()
      })
      return true
    } catch (error) {
      runInAction(() => (this.submitError = failureMessage(error, '改签失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
