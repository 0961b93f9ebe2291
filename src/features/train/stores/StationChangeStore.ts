import { makeAutoObservable, runInAction } from 'mobx'
import type { ChangeTrainTicketData, StationChangeOption, TrainOrderDetail } from '@api/train'
import { changeMoney } from '@domain/train/changeMoney'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { TrainApi } from '../api/trainApi'
import { pickedValueFen } from '../domain/ticketPick'

type Seat = StationChangeOption['Seats'][number]

/** 变更到站 on the order detail (decision 0770): the stops of the same train, a station and class picked, the change. */
export class StationChangeStore {
  isOpen = false
  isLoading = false
  options: StationChangeOption[] = []
  rules: string[] = []
  choice: { station: StationChangeOption; seat: Seat } | null = null
  isActing = false
  error = ''

  constructor(private readonly deps: { api: Pick<TrainApi, 'stationChangeOptions' | 'changeStation'>; createReqId: () => string; now: () => number }) {
    makeAutoObservable<StationChangeStore, 'deps'>(this, { deps: false })
  }

  /** Opens the sheet with the stops the order's valid tickets may change to (the server's refusal shown as it is). */
  async open(order: TrainOrderDetail): Promise<void> {
    this.isOpen = true
    this.isLoading = true
    this.error = ''
    this.choice = null
    try {
      const data = await this.deps.api.stationChangeOptions(order.OrderNo, validIds(order))
      runInAction(() => {
        this.options = data.Stations
        this.rules = data.Rules
      })
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '可变更的到站加载失败，请重试')))
    } finally {
      runInAction(() => (this.isLoading = false))
    }
  }

  close() {
    this.isOpen = false
    this.choice = null
  }

  pick(station: StationChangeOption, seat: Seat) {
    this.choice = { station, seat }
    this.error = ''
  }

  /** What the change costs or gives back, as the server computes it (`changeMoney`). */
  money(order: TrainOrderDetail): { payFen: number; refundFen: number; feeFen: number } | null {
    if (!this.choice) return null
    const ids = validIds(order)
    const departAt = new Date(`${order.Date}T${order.DepartTime}:00+08:00`)
    return changeMoney(pickedValueFen(order.Passengers, ids, order.PaidFen - order.RefundedFen), this.choice.seat.PriceFen * ids.length, departAt, new Date(this.deps.now()))
  }

  async submit(order: TrainOrderDetail): Promise<ChangeTrainTicketData | null> {
    if (!this.choice || this.isActing) return null
    const ids = validIds(order)
    const { station, seat } = this.choice
    this.isActing = true
    this.error = ''
    try {
      const done = await this.deps.api.changeStation(
        { OrderNo: order.OrderNo, ToStationCode: station.StationCode, SeatCode: seat.SeatCode, ExpectedTotalFen: seat.PriceFen * ids.length, PassengerIds: ids },
        this.deps.createReqId(),
      )
      runInAction(() => (this.isOpen = false))
      return done
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '变更到站失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.isActing = false))
    }
  }
}

/** The tickets a 变更到站 takes: every valid one not already held by a change. */
const validIds = (order: TrainOrderDetail) => order.Passengers.filter((p) => p.TicketStatus === 'Valid' && !p.ChangedToOrderNo).map((p) => p.PassengerId)
