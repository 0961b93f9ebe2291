import { makeAutoObservable, runInAction } from 'mobx'
import type { CostModuleConfig } from '@api/costs'
import type { TrainItem, TrainSeat, TrainSeatCode } from '@api/train'
import type { TravelApplySettings, TravelApplySummary, UsableTravelApplyRequest } from '@api/travelApply'
import { isResidentIdCard } from '@domain/identity/idCard'
import { BookingChargeStore, type BookingChargeDeps, type PickedCostItem } from '../../costs/public'
import { DOCUMENTS_FOR, travellerKey, type PickedTraveller, type SavedDocuments } from '../../travellers/public'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainPolicyInput } from '@domain/policy/train'
import type { TrainApi } from '../api/trainApi'
import type { RailBookingStore } from './RailBookingStore'
import { seatVerdict } from '../domain/seatPolicy'
import type { InsuranceProductCode } from '@api/insurance'
import { isSeatPreferenceValid, seatPreferenceOptions, type SeatPreferenceOption } from '@domain/train/seatPreference'

export type TrainChoice = { trainNo: string; date: string; fromCode: string; toCode: string; seatCode: TrainSeatCode }

/** 12306 sells at most 5 tickets in one order. */
export const MAX_TRAIN_PASSENGERS = 5

type FormDeps = {
  api: Pick<TrainApi, 'trains' | 'createOrder'> & Partial<Pick<TrainApi, 'myStandard'>>
  createReqId: () => string
  costs?: BookingChargeDeps['costs']
  /** The enterprise's projectCenterSecondaryConfirmation (app config): confirm the cost attribution on submit. */
  projectCenterSecondaryConfirmation?: () => boolean
  travelApplies?: { usable(want: UsableTravelApplyRequest): Promise<{ Items: TravelApplySummary[]; Settings: TravelApplySettings }> }
  /** financeOrderWrite: the cost centre is required. */
  requireCostCenter?: boolean
  /** 随单投保 (decision 0343): keeps the insurance chosen once the order exists. */
  requestInsurance?: (orderNo: string, codes: InsuranceProductCode[], reqId: string) => Promise<unknown>
  /** 购票方式 (decision 0393): the bound 12306 account and its passengers, when the member has one. */
  rail?: RailBookingStore
  /** The travellers' documents on file (常用旅客, the member's own entry): they fill the ID numbers (decision 0720). */
  saved?: SavedDocuments
}

const PHONE = /^1\d{10}$/
const cityOfStation = (name: string) => name.replace(/[东南西北虹桥]+$/, '') || name

/**
 * 填写订单: the chosen train re-read from the supplier, the travellers (the booker by default, colleagues and frequent
 * passengers from the picker) with their ID numbers, contact, cost centre and project, travel application, submit
 * once per reqId.
 */
export class TrainOrderFormStore {
  readonly load = new LoadState('车次信息加载失败，请重试')
  train: TrainItem | null = null
  travellers: PickedTraveller[]
  /** ID numbers typed per traveller (travellerKey). */
  idNos: Record<string, string> = {}
  /** 选座/选铺 wishes per traveller (travellerKey): a code of `seatOptions`, absent for 不限 (decision 0342). */
  seatWishes: Record<string, string> = {}
  /** 出行保障 chosen (bought once the tickets are issued). */
  insurance: InsuranceProductCode[] = []
  /** Why the insurance could not be kept (the order stands), '' when it was. */
  insuranceError = ''
  contactName: string
  contactPhone: string
  /** Cost centre, project, modules, remaining budget and the cost confirmation, shared with every form (decision 0480). */
  readonly charge: BookingChargeStore
  travelApply: TravelApplySummary | null = null
  travelApplySettings: TravelApplySettings | null = null
  /** The caller's train standard (null when there is none or it could not be read: the server checks anyway). */
  policy: TrainPolicyInput | null = null
  reason = ''
  isSubmitting = false
  error = ''
  private reqId: string

  constructor(
    readonly choice: TrainChoice,
    booker: PickedTraveller,
    private readonly deps: FormDeps,
  ) {
    this.travellers = [booker]
    this.contactName = booker.name
    this.contactPhone = booker.phone
    this.reqId = deps.createReqId()
    this.charge = new BookingChargeStore({
      costs: deps.costs, productType: 6, requireCostCenter: deps.requireCostCenter, projectCenterSecondaryConfirmation: deps.projectCenterSecondaryConfirmation,
    })
    makeAutoObservable<TrainOrderFormStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false, choice: false, charge: false })
  }

  get costCenter(): PickedCostItem | null {
    return this.charge.costCenter
  }

  get project(): PickedCostItem | null {
    return this.charge.project
  }

  get modules(): CostModuleConfig[] {
    return this.charge.modules
  }

  get seat(): TrainSeat | null {
    return this.train?.Seats.find((s) => s.SeatCode === this.choice.seatCode) ?? null
  }

  /** How many tickets: the account's picked passengers through 12306, else the travellers. */
  get ticketCount(): number {
    return this.deps.rail?.isRail ? this.deps.rail.picked.length : this.travellers.length
  }

  get totalFen(): number {
    return (this.seat?.PriceFen ?? 0) * this.ticketCount
  }

  setTravellers(list: PickedTraveller[]) {
    this.travellers = list.slice(0, MAX_TRAIN_PASSENGERS)
    this.error = ''
  }

  removeTraveller(key: string) {
    if (this.travellers.length > 1) this.travellers = this.travellers.filter((t) => travellerKey(t) !== key)
  }

  /** What was typed for the traveller, else the 身份证 on file (decision 0720). */
  idNoOf(traveller: PickedTraveller): string {
    return this.idNos[travellerKey(traveller)] ?? this.deps.saved?.documentOf(traveller, DOCUMENTS_FOR.train)?.idNo ?? ''
  }

  setIdNo(traveller: PickedTraveller, value: string) {
    this.idNos = { ...this.idNos, [travellerKey(traveller)]: value.trim() }
    this.error = ''
  }

  toggleInsurance(code: InsuranceProductCode) {
    this.insurance = this.insurance.includes(code) ? this.insurance.filter((c) => c !== code) : [...this.insurance, code]
  }

  /** The seat letters or berths the chosen class offers (none for 硬座 and 无座). */
  get seatOptions(): readonly SeatPreferenceOption[] {
    return seatPreferenceOptions(this.choice.seatCode)
  }

  seatWishOf(traveller: PickedTraveller): string {
    const wish = this.seatWishes[travellerKey(traveller)] ?? ''
    return isSeatPreferenceValid(this.choice.seatCode, wish) ? wish : ''
  }

  /** Picks a wish; picking the same one again goes back to 不限. */
  toggleSeatWish(traveller: PickedTraveller, code: string) {
    const key = travellerKey(traveller)
    this.seatWishes = { ...this.seatWishes, [key]: this.seatWishes[key] === code ? '' : code }
  }

  setContact(field: 'name' | 'phone', value: string) {
    if (field === 'name') this.contactName = value.trim()
    else this.contactPhone = value.trim()
    this.error = ''
  }

  setCostCenter(item: PickedCostItem | null) {
    void this.charge.setCostCenter(item)
    this.error = ''
  }

  setProject(item: PickedCostItem | null) {
    void this.charge.setProject(item)
    this.error = ''
  }

  setTravelApply(item: TravelApplySummary | null) {
    this.travelApply = item
    this.error = ''
  }

  moduleOf(type: CostModuleConfig['Type']): CostModuleConfig | undefined {
    return this.modules.find((module) => module.Type === type)
  }

  /** The enterprise's cost modules for trains, the member's default cost centre and the remaining budget (the server checks again). */
  loadCostSetup(): Promise<void> {
    return this.charge.load(this.seat ? { amountFen: this.totalFen, travelDate: this.choice.date } : undefined)
  }

  /** The caller's approved applications covering the trip; the only one is taken when the enterprise needs one. */
  async loadTravelApplies(): Promise<void> {
    if (!this.deps.travelApplies || !this.train) return
    try {
      const data = await this.deps.travelApplies.usable({ Product: 'train', StartDate: this.choice.date, EndDate: this.choice.date, CityName: cityOfStation(this.train.ToStationName) })
      runInAction(() => {
        this.travelApplySettings = data.Settings
        if (!this.travelApply && data.Settings.NeedTravelForm && data.Items.length === 1) this.travelApply = data.Items[0]
      })
    } catch {
      // the picker still lists them; the server checks on submit
    }
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

  /** Why the form cannot be sent yet, in Chinese; '' when it can. */
  get problem(): string {
    if (!this.seat) return '所选席别已不可售，请返回重新选择'
    if (this.seat.Remaining < 1) return `${this.seat.SeatName}已售完，请选择其他席别`
    const rail = this.deps.rail
    if (rail?.isRail && rail.picked.length === 0) return '请从12306账号中选择乘车人'
    for (const traveller of rail?.isRail ? [] : this.travellers) {
      const idNo = this.idNoOf(traveller)
      if (!traveller.name) return '请填写乘车人姓名'
      if (idNo ? !isResidentIdCard(idNo) : traveller.kind !== 'colleague') return `请填写正确的18位身份证号（${traveller.name}）`
    }
    if (!this.contactName) return '请填写联系人姓名'
    if (!PHONE.test(this.contactPhone)) return '请填写正确的联系人手机号'
    const costProblem = this.charge.problem()
    if (costProblem) return costProblem
    if (!this.travelApply && this.travelApplySettings?.NeedTravelForm) return '请选择出差申请单'
    const verdict = this.verdict
    if (verdict?.status === 'over' && verdict.action === 'block') return verdict.rule
    if (verdict?.status === 'over' && !this.reason.trim()) return '请填写超标原因'
    return ''
  }

  /**
   * The order number, or null with `error` set (the form keeps what was typed). When the enterprise asks to confirm
   * the cost attribution, the first call opens the confirmation (null, no error); the call with `costConfirmed` books.
   */
  async submit(options: { costConfirmed?: boolean } = {}): Promise<string | null> {
    const problem = this.problem
    if (problem) {
      this.error = problem
      return null
    }
    if (!this.charge.confirmed({ confirmed: options.costConfirmed })) return null
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
          ...(this.deps.rail?.isRail ? { RailAccountId: this.deps.rail.account?.AccountId ?? '' } : {}),
          Passengers: this.deps.rail?.isRail ? this.deps.rail.orderPassengers : this.travellers.map((t) => ({ Name: t.name, IdNo: this.idNoOf(t).toUpperCase(), Phone: PHONE.test(t.phone) ? t.phone : '', MemberId: /^\d+$/.test(t.memberId) ? t.memberId : '', ...(this.seatWishOf(t) ? { SeatPreference: this.seatWishOf(t) } : {}) })),
          Contact: { Name: this.contactName, Phone: this.contactPhone },
          ExpectedTotalFen: this.totalFen,
          OverStandardReason: this.verdict?.status === 'over' ? this.reason.trim() : '',
          ...(this.costCenter ? { CostCenterId: this.costCenter.id } : {}),
          CostCenterName: this.costCenter?.name ?? '',
          ...(this.project ? { ProjectId: this.project.id } : {}),
          ProjectName: this.project?.name ?? '',
          ...(this.travelApply ? { TravelApplyNo: this.travelApply.ApplyNo } : {}),
        },
        this.reqId,
      )
      await this.keepInsurance(data.OrderNo)
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

  private async keepInsurance(orderNo: string): Promise<void> {
    this.insuranceError = ''
    if (this.insurance.length === 0 || !this.deps.requestInsurance) return
    try {
      await this.deps.requestInsurance(orderNo, this.insurance, this.deps.createReqId())
    } catch (error) {
      runInAction(() => (this.insuranceError = `订单已提交，保险未能登记：${failureMessage(error, '请稍后在订单中购买')}`))
    }
  }
}
