import type { FlightFare, FlightItem } from '@api/flight'
import { makeAutoObservable } from 'mobx'
import { defaultForm, type CityChoice, type FlightSearchForm } from '../domain/searchForm'

export type ChosenFare = { flight: FlightItem; fare: FlightFare; departCityCode: string; arriveCityCode: string; date: string }
export type Leg = 'go' | 'back'

/** One booking run: the search form, the city being picked and the fares chosen for each leg. */
export class FlightFlowStore {
  form: FlightSearchForm
  picking: 'from' | 'to' = 'from'
  outbound: ChosenFare | null = null
  inbound: ChosenFare | null = null

  /** history: the member's flight search history (the homes open on its last route, decision 0722). */
  constructor(today: string, private readonly history: () => readonly unknown[] = () => []) {
    this.form = defaultForm(today, false, history())
    makeAutoObservable<FlightFlowStore, 'history'>(this, { history: false })
  }

  setForm(form: FlightSearchForm): void {
    this.form = form
  }

  patch(change: Partial<FlightSearchForm>): void {
    this.form = { ...this.form, ...change }
  }

  setInternational(isInternational: boolean, today: string): void {
    if (isInternational === this.form.isInternational) return
    const fresh = defaultForm(today, isInternational, this.history())
    this.form = { ...fresh, departDate: this.form.departDate, returnDate: this.form.returnDate, isRoundTrip: this.form.isRoundTrip }
  }

  startPicking(which: 'from' | 'to'): void {
    this.picking = which
  }

  pickCity(city: CityChoice): void {
    this.form = { ...this.form, [this.picking]: city }
  }

  swap(): void {
    this.form = { ...this.form, from: this.form.to, to: this.form.from }
  }

  /** The leg a list or cabin screen is for: the return once the outbound fare is chosen on a round trip. */
  get leg(): Leg {
    return this.form.isRoundTrip && this.outbound ? 'back' : 'go'
  }

  startSearch(): void {
    this.outbound = null
    this.inbound = null
  }

  /** Keeps the fare of the leg; answers what comes next. */
  choose(chosen: ChosenFare): 'returnList' | 'write' {
    if (this.leg === 'back') {
      this.inbound = chosen
      return 'write'
    }
    this.outbound = chosen
    return this.form.isRoundTrip ? 'returnList' : 'write'
  }

  backToOutbound(): void {
    this.outbound = null
    this.inbound = null
  }

  get chosen(): ChosenFare[] {
    return [this.outbound, this.inbound].filter((c): c is ChosenFare => c !== null)
  }
}
