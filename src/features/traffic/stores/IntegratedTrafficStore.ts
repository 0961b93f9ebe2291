import { makeAutoObservable, runInAction } from 'mobx'
import type { FlightItem, QueryFlightListData, QueryFlightListRequest } from '@api/flight'
import type { QueryTrainListData, QueryTrainListRequest, TrainItem } from '@api/train'
import { RESULT_CODE } from '@/core/constants'
import { LoadState } from '../../shared/stores/LoadState'
import { flightNote, mergeTraffic, summarize, trainDateNote, type ModeSummary, type TrafficItem, type TrafficMode, type TrafficSearch } from '../domain/trafficSearch'

type Deps = {
  trains: (body: QueryTrainListRequest) => Promise<QueryTrainListData>
  flights: (body: QueryFlightListRequest) => Promise<QueryFlightListData>
  today: () => string
}

const isNoResult = (error: unknown) => Boolean(error && typeof error === 'object' && (error as { Code?: string }).Code === RESULT_CODE.noResult)

/**
 * 综合交通: trains and flights of one city pair and date, searched together; each side has its own loading and error
 * state (one failing never hides the other), a side that cannot be searched says why (presale, no airport).
 */
export class IntegratedTrafficStore {
  readonly trainLoad = new LoadState('车次加载失败，请重试')
  readonly flightLoad = new LoadState('航班加载失败，请重试')
  trains: TrainItem[] = []
  flights: FlightItem[] = []
  trainNote = ''
  flightNote = ''
  mode: TrafficMode = 'all'
  searched: TrafficSearch | null = null

  constructor(private readonly deps: Deps) {
    makeAutoObservable<IntegratedTrafficStore, 'deps'>(this, { deps: false })
  }

  setMode(mode: TrafficMode) {
    this.mode = mode
  }

  async run(search: TrafficSearch): Promise<void> {
    this.searched = search
    this.trainNote = trainDateNote(search.date, this.deps.today())
    this.flightNote = flightNote(search)
    await Promise.all([this.fetchTrains(search), this.fetchFlights(search)])
  }

  fetchTrains(search: TrafficSearch): Promise<boolean> {
    if (this.trainNote) {
      this.trains = []
      return Promise.resolve(false)
    }
    return this.trainLoad.run(
      async () => {
        try {
          return (await this.deps.trains({ From: search.from.name, To: search.to.name, Date: search.date, OnlyHighSpeed: 0 })).Trains
        } catch (error) {
          if (isNoResult(error)) return []
          throw error
        }
      },
      (trains) => runInAction(() => (this.trains = trains)),
    )
  }

  fetchFlights(search: TrafficSearch): Promise<boolean> {
    if (this.flightNote) {
      this.flights = []
      return Promise.resolve(false)
    }
    return this.flightLoad.run(
      () => this.deps.flights({ DepartCityCode: search.from.flightCode, ArriveCityCode: search.to.flightCode, DepartDate: search.date, CabinClass: '' }),
      (data) => runInAction(() => (this.flights = data.Flights)),
    )
  }

  get items(): TrafficItem[] {
    return mergeTraffic(this.trainNote ? [] : this.trains, this.flightNote ? [] : this.flights, this.mode)
  }

  get trainSummary(): ModeSummary {
    return summarize(mergeTraffic(this.trains, [], 'train'))
  }

  get flightSummary(): ModeSummary {
    return summarize(mergeTraffic([], this.flights, 'flight'))
  }

  /** Both sides answered (or could not be searched). */
  get isSettled(): boolean {
    const trainDone = this.trainNote !== '' || this.trainLoad.status === 'ready' || this.trainLoad.status === 'error'
    const flightDone = this.flightNote !== '' || this.flightLoad.status === 'ready' || this.flightLoad.status === 'error'
    return trainDone && flightDone
  }
}
