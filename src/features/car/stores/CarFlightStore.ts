import type { CarFlight } from '@api/car'
import { makeAutoObservable } from 'mobx'
import { FLIGHT_NO_PATTERN, normaliseFlightNo } from '@domain/car/airportRide'
import { addWireDays } from '@domain/dates/wireDate'
import { todayWire } from '@/core/format'
import { LoadState } from '../../shared/stores/LoadState'
import type { CarApi } from '../api/carApi'
import type { CarMapStore } from './CarMapStore'

/** Departure dates offered: yesterday (a flight landing today) to 6 days ahead. */
export const FLIGHT_DAY_OFFSETS = [-1, 0, 1, 2, 3, 4, 5, 6] as const

/**
 * 接机/送机 by flight (decision 0740): the member types the flight number and picks its departure date; the
 * flights found (航班动态) are listed; the one chosen sets the terminal and the ride follows it.
 */
export class CarFlightStore {
  readonly load = new LoadState('查询航班失败，请重试')
  flightNo = ''
  date: string
  flights: CarFlight[] = []
  hasSearched = false

  constructor(
    private readonly api: Pick<CarApi, 'flights'>,
    readonly map: CarMapStore,
    private readonly toast: (message: string) => void,
    now: number = Date.now(),
  ) {
    this.date = todayWire(now)
    makeAutoObservable<CarFlightStore, 'api' | 'toast'>(this, { api: false, toast: false, map: false, load: false })
  }

  setFlightNo(text: string) {
    this.flightNo = text
  }

  setDate(date: string) {
    this.date = date
  }

  /** The dates to choose from, from `today`. */
  static dates(today: string): string[] {
    return FLIGHT_DAY_OFFSETS.map((d) => addWireDays(today, d))
  }

  /** Asks the flight's status; a single flight is chosen at once. */
  async search(): Promise<boolean> {
    const flightNo = normaliseFlightNo(this.flightNo)
    if (!FLIGHT_NO_PATTERN.test(flightNo)) {
      this.toast('请输入正确的航班号，如MU5101')
      return false
    }
    const useType = this.map.mainInfo.useTypeItem.useType === 4 ? 4 : 3
    const ok = await this.load.run(() => this.api.flights({ FlightNo: flightNo, FlightDate: this.date, UseType: useType }), (data) => {
      this.flights = data.Flights
      this.hasSearched = true
    })
    if (!ok) this.toast(this.load.errorMessage)
    else if (this.flights.length === 1) this.choose(this.flights[0])
    return ok
  }

  choose(flight: CarFlight) {
    if (flight.Status === 'cancelled') {
      this.toast(`航班${flight.FlightNo}已取消`)
      return
    }
    this.map.setFlight(flight)
  }
}
