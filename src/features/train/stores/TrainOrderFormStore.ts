import { makeAutoObservable, runInAction } from 'mobx'
import type { TrainItem, TrainSeat, TrainSeatCode } from '@api/train'
import { isIdCard } from '@domain/identity/idCard'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainPolicyInput } from '@domain/policy/train'
import type { TrainApi } from '../api/trainApi'
import { seatVerdict } from '../domain/seatPolicy'

export type TrainChoice = { trainNo: string; date: string; fromCode: string; toCode: string; seatCode: TrainSeatCode }
export type PassengerForm = { name: string; idNo: string; phone: string }

const PHONE = /^1\d{10}$/

/** 填写订单: the chosen train re-read from the supplier, the traveller (the booker) and contact, submit once per reqId. */
export class TrainOrderFormStore {
  readonly load = new LoadState('车次信息加载失败，请重试')
  train: TrainItem | null = null
  passenger: PassengerForm
  contactPhone: string
  /** The caller's train standard (null when there is none or it could not be read: the server checks anyway). */
  policy: TrainPolicyInput | null = null
  reason = ''
  isSubmitting = false
  error = ''
  private reqId: string

  constructor(
    readonly choice: TrainChoice,
    booker: { name: string; phone: string },
    private readonly deps: { api: Pick<TrainApi, 'trains' | 'createOrder'> & Partial<Pick<TrainApi, 'myStandard'>>; createReqId: () => string },
  ) {
    this.passenger = { name: booker.name, idNo: '', phone: booker.phone }
    this.contactPhone = booker.phone
    this.reqId = deps.createReqId()
    makeAutoObservable<TrainOrderFormStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false, choice: false })
  }

  get seat(): TrainSeat | null {
    return this.train?.Seats.find((s) => s.SeatCode === this.choice.seatCode) ?? null
  }

  get totalFen(): number {
    return this.seat?.PriceFen ?? 0
  }

  fetch(): Promise<boolean> {
    const { fromCode, toCode, date, trainNo } = this.choice
    const standard = this.deps.api.myStandard ? this.deps.api.myStandard().catch(() => null) : Promise.resolve(null)
    return this.load.run(
      () => Promise.all([this.deps.api.trains({ From: fromCode, To: toCode, Date: date, OnlyHighSpeed: 0 }), standard]),
      ([data, mine]) =>
        runInAction(() => {
          this.train = data.Trains.find((t) => t.TrainNo === trainNo) ?? null
          this.policy = mine ? { grade: mine.Grade, standard: mine.Standards.train } : null
        }),
    )
  }

  get verdict() {
    return this.train && this.seat ? seatVerdict(this.train, this.seat, this.policy) : null
  }

  setReason(value: string) {
    this.reason = value
    this.error = ''
  }

  setPassenger(field: keyof PassengerForm, value: string) {
    this.passenger = { ...this.passenger, [field]: value.trim() }
    this.error = ''
  }

  setContactPhone(value: string) {
    this.contactPhone = value.trim()
  }

  /** Why the form cannot be sent yet, in Chinese; '' when it can. */
  get problem(): string {
    if (!this.seat) return '所选席别已不可售，请返回重新选择'
    if (this.seat.Remaining < 1) return `${this.seat.SeatName}已售完，请选择其他席别`
    if (!this.passenger.name) return '请填写乘车人姓名'
    if (!isIdCard(this.passenger.idNo)) return '请填写正确的18位身份证号'
    if (!PHONE.test(this.contactPhone)) return '请填写正确的联系人手机号'
    const verdict = this.verdict
    if (verdict?.status === 'over' && verdict.action === 'block') return verdict.rule
    if (verdict?.status === 'over' && !this.reason.trim()) return '请填写超标原因'
    return ''
  }

  /** The order number, or null with `error` set (the form keeps what was typed). */
  async submit(): Promise<string | null> {
    const problem = this.problem
    if (problem) {
      this.error = problem
      return null
    }
    const { trainNo, date, fromCode, toCode, seatCode } = this.choice
    const train = this.train as TrainItem
    this.isSubmitting = true
    try {
      const data = await this.deps.api.createOrder(
        {
          TrainNo: trainNo,
          Date: date,
          FromStationCode: train.FromStationCode || fromCode,
          ToStationCode: train.ToStationCode || toCode,
          SeatCode: seatCode,
          Passengers: [{ Name: this.passenger.name, IdNo: this.passenger.idNo.toUpperCase(), Phone: PHONE.test(this.passenger.phone) ? this.passenger.phone : '', MemberId: '' }],
          Contact: { Name: this.passenger.name, Phone: this.contactPhone },
          ExpectedTotalFen: this.totalFen,
          OverStandardReason: this.verdict?.status === 'over' ? this.reason.trim() : '',
        },
        this.reqId,
      )
      return data.OrderNo
    } catch (error) {
      runInAction(() => {
        this.error = failureMessage(error, '提交失败，请重试')
        this.reqId = this.deps.createReqId()
      })
      return null
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
