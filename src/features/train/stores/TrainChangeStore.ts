import { makeAutoObservable, runInAction } from 'mobx'
import type { ChangeTrainTicketData, TrainItem, TrainOrderDetail, TrainSeat } from '@api/train'
import { changeMoney } from '@domain/train/changeMoney'
import { changeNeedsPhoneCheck } from '@domain/train/changeCheck'
import { changeWindow, changeWindowNotice, type ChangeWindow } from '@domain/train/changeWindow'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainApi } from '../api/trainApi'
import { initialPick, pickedValueFen, togglePick } from '../domain/ticketPick'

export type ChangeChoice = { train: TrainItem; seat: TrainSeat }

/** 改签: the ticket to change, trains between the same stations on the chosen date, the fare difference, the change. */
export class TrainChangeStore {
  readonly load = new LoadState('加载失败，请重试')
  order: TrainOrderDetail | null = null
  date = ''
  trains: TrainItem[] = []
  choice: ChangeChoice | null = null
  /** The tickets to change (decision 0390): those of the page query, else every valid one. */
  picked: number[] = []
  isActing = false
  error = ''
  private reqId: string

  constructor(
    readonly orderNo: string,
    private readonly deps: { api: Pick<TrainApi, 'orderDetail' | 'trains' | 'change'>; createReqId: () => string; now: () => number },
    date = '',
    passengerIds: number[] = [],
  ) {
    this.date = date
    this.picked = passengerIds
    this.reqId = deps.createReqId()
    makeAutoObservable<TrainChangeStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false, orderNo: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      async () => {
        const order = this.order ?? (await this.deps.api.orderDetail(this.orderNo))
        const date = this.date || order.Date
        const list = await this.deps.api.trains({ From: order.FromStationName, To: order.ToStationName, Date: date, OnlyHighSpeed: 0 })
        return { order, date, trains: list.Trains.filter((t) => !(t.TrainNo === order.TrainNo && date === order.Date)) }
      },
      ({ order, date, trains }) =>
        runInAction(() => {
          this.order = order
          this.date = date
          this.trains = trains
          this.picked = initialPick(order.Passengers, this.picked)
        }),
    )
  }

  /** Another date inside the change window (a date outside it is refused with the window's notice). */
  setDate(date: string): Promise<boolean> {
    const window = this.window
    if (window && (date < window.firstDate || date > window.lastDate)) {
      this.error = changeWindowNotice(window) || `仅可改签至${window.lastDate}前的车次`
      return Promise.resolve(false)
    }
    this.date = date
    this.choice = null
    return this.fetch()
  }

  choose(train: TrainItem, seat: TrainSeat) {
    this.choice = { train, seat }
    this.error = ''
  }

  /** 改签信息: the train and class picked on 改签 (query), once the trains of its date are read. */
  chooseBy(trainNo: string, seatCode: string): boolean {
    const train = this.trains.find((t) => t.TrainNo === trainNo)
    const seat = train?.Seats.find((s) => s.SeatCode === seatCode && s.Remaining > 0)
    if (train && seat) this.choose(train, seat)
    else this.error = '所选车次席别已无票，请返回重新选择'
    return this.choice !== null
  }

  /** 改签验证 (decision 0340): the chosen change moves to another date and the contact phone's check does not stand. */
  get needsPhoneCheck(): boolean {
    if (!this.order || !this.choice || !changeNeedsPhoneCheck(this.order.Date, this.date)) return false
    const until = this.order.ChangeCheckedUntil ? Date.parse(this.order.ChangeCheckedUntil) : 0
    return until <= this.deps.now()
  }

  /** Reads the ticket again (after the phone check), keeping the trains and the choice. */
  async refreshOrder(): Promise<void> {
    try {
      const order = await this.deps.api.orderDetail(this.orderNo)
      runInAction(() => (this.order = order))
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '订单读取失败，请重试')))
    }
  }

  toggleTicket(id: number) {
    this.picked = togglePick(this.picked, id)
  }

  clearChoice() {
    this.choice = null
  }

  /** When the ticket's train leaves (its date and time are Asia/Shanghai). */
  private get departAt(): Date | null {
    return this.order ? new Date(`${this.order.Date}T${this.order.DepartTime}:00+08:00`) : null
  }

  /** The dates the ticket may change to (decision 0600): under 48 hours before departure, only its own date. */
  get window(): ChangeWindow | null {
    return this.departAt ? changeWindow(this.departAt, new Date(this.deps.now())) : null
  }

  /** Why only some dates are offered ('' when every date on sale is). */
  get windowNotice(): string {
    return this.window ? changeWindowNotice(this.window) : ''
  }

  /** What the change costs or gives back, as the server will compute it. */
  get money(): { payFen: number; refundFen: number; feeFen: number } | null {
    const departAt = this.departAt
    if (!this.order || !this.choice || !departAt) return null
    const total = this.choice.seat.PriceFen * this.picked.length
    return changeMoney(pickedValueFen(this.order.Passengers, this.picked, this.order.PaidFen - this.order.RefundedFen), total, departAt, new Date(this.deps.now()))
  }

  async submit(): Promise<ChangeTrainTicketData | null> {
    if (!this.order || !this.choice || this.picked.length === 0) return null
    const { train, seat } = this.choice
    this.isActing = true
    try {
      return await this.deps.api.change(
        { OrderNo: this.orderNo, TrainNo: train.TrainNo, Date: this.date, SeatCode: seat.SeatCode, ExpectedTotalFen: seat.PriceFen * this.picked.length, PassengerIds: this.picked },
        this.reqId,
      )
    } catch (error) {
      runInAction(() => {
        this.error = failureMessage(error, '改签失败，请重试')
        this.reqId = this.deps.createReqId()
      })
      return null
    } finally {
      runInAction(() => (this.isActing = false))
    }
  }
}
