import type { CreateFlightOrderRequest } from '@api/flight'
import type { InsuranceProductCode } from '@api/insurance'
import type { GetNationalityListData, Nationality } from '@api/b2b'
import { makeAutoObservable, runInAction } from 'mobx'
import { bookingTotalFen } from '@domain/flight/fareRules'
import { failureMessage } from '../../shared/domain/failureMessage'
import { BookingChargeStore, type CostsApi } from '../../costs/public'
import { BookingApplyStore, type BookingApplyDeps } from '../../travel-apply/public'
import type { FlightApi } from '../api/flightApi'
import { DOCUMENT_TYPES_BY_AREA, documentTypeError, widestArea, type DocumentArea } from '@domain/flight/documents'
import { documentChoicesOf, passengerError, type PassengerForm } from '../domain/passenger'
import type { ChosenFare, FlightFlowStore } from './FlightFlowStore'
import { DOCUMENTS_FOR, TRAVELLER_KINDS, travellerKey, type PickedTraveller, type SavedDocuments } from '../../travellers/public'

/** The most passengers of one flight order (an airline PNR holds 9). */
export const MAX_FLIGHT_PASSENGERS = 9

/**
 * One passenger of the form: the traveller chosen and what the form holds for them; namePlaceholder and
 * documentTypeProblem follow the passenger's document on the chosen flights (decision 0761).
 */
export type FormPassenger = PassengerForm & { key: string; traveller: PickedTraveller; nationality: string; namePlaceholder: string; documentTypeProblem: string }

type Member = { name: string; phone: string; memberId: string }

/** The widest document area of the chosen flights; before any is chosen, by the search's 国内/国际. */
const areaOfChosen = (chosen: readonly ChosenFare[], isInternational: boolean): DocumentArea =>
  chosen.length > 0 ? widestArea(chosen.map((c) => c.flight.DocumentArea)) : isInternational ? 'international' : 'domestic'
/** insuranceError: why the insurance chosen could not be kept (the order stands), '' when it was. */
export type AfterSubmit = { kind: 'pay' | 'detail'; orderNo: string; insuranceError: string }
type RequestInsurance = (orderNo: string, codes: InsuranceProductCode[], reqId: string) => Promise<unknown>

type FormDeps = {
  api: FlightApi
  flow: FlightFlowStore
  member: Member
  createReqId: () => string
  requireCostCenter: boolean
  requestInsurance?: RequestInsurance
  nationalities?: () => Promise<GetNationalityListData>
  /** Cost modules, the default cost centre and the budget (decision 0480). */
  costs?: Pick<CostsApi, 'costModules' | 'myCostCenters' | 'validateBudget'>
  /** The caller's approved travel applications covering the trip (b2b TravelApply/Usable). */
  travelApplies?: BookingApplyDeps['api']
  /** The enterprise's projectCenterSecondaryConfirmation (app config). */
  projectCenterSecondaryConfirmation?: () => boolean
  journeyBizNo?: string
  /** The travellers' documents on file (常用旅客, the member's own entry): they fill name and number (decision 0720). */
  saved?: SavedDocuments
}

/**
 * 填写订单: the passengers (the booker by default; colleagues and frequent passengers from the picker, each filled from
 * the documents on file), contact, the cost centre and project from the pickers with the
 * remaining budget, the travel application, and the over-standard reason (decision 0480).
 */
export class FlightOrderFormStore {
  travellers: PickedTraveller[]
  /** What was typed or chosen per passenger (travellerKey); the rest comes from the traveller and the documents on file. */
  edits: Record<string, Partial<PassengerForm & { nationality: string }>> = {}
  contact: { name: string; phone: string }
  readonly charge: BookingChargeStore
  readonly application: BookingApplyStore
  overReason = ''
  /** 出行保障 chosen (decision 0343): bought once the tickets are issued. */
  insurance: InsuranceProductCode[] = []
  nationalities: Nationality[] = []
  isSubmitting = false
  submitError = ''
  private reqId: string

  constructor(private readonly deps: FormDeps) {
    const { member } = deps
    this.charge = new BookingChargeStore({
      costs: deps.costs, productType: 5, requireCostCenter: deps.requireCostCenter, projectCenterSecondaryConfirmation: deps.projectCenterSecondaryConfirmation,
    })
    this.application = new BookingApplyStore({ api: deps.travelApplies, journeyBizNo: deps.journeyBizNo })
    this.travellers = [{ kind: TRAVELLER_KINDS.self, memberId: member.memberId, passengerId: '', name: member.name, phone: member.phone, departmentName: '' }]
    this.contact = { name: member.name, phone: member.phone }
    this.reqId = deps.createReqId()
    makeAutoObservable<FlightOrderFormStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false, charge: false, application: false })
  }

  get segments(): ChosenFare[] {
    return this.deps.flow.chosen
  }

  get isInternational(): boolean {
    return this.deps.flow.form.isInternational
  }

  /** The documents the chosen flights accept (decision 0761). */
  get documentArea(): DocumentArea {
    return areaOfChosen(this.segments, this.isInternational)
  }

  get documentChoices(): number[] {
    return documentChoicesOf(this.documentArea)
  }

  /** The first passenger's name hint (see `passengers`). */
  get namePlaceholder(): string {
    return this.passenger.namePlaceholder
  }

  /** Why the first passenger's document will not do on these flights ('' when it will). */
  get documentTypeProblem(): string {
    return this.passenger.documentTypeProblem
  }

  get totalFen(): number {
    return bookingTotalFen(this.segments.map((s) => ({ priceFen: s.fare.PriceFen, taxFen: s.fare.TaxFen })), this.travellers.length)
  }

  /**
   * Each passenger: the traveller, the document on file the flights' area takes (a 港澳通行证 to 香港, the passport and
   * its name abroad, the 身份证 at home; else the area's usual document, to be typed), then what was typed; with the
   * name hint (a passport off the mainland is booked in its pinyin name, the other documents in the name they carry)
   * and why the chosen document will not do on these flights, shown as soon as it is chosen.
   */
  get passengers(): FormPassenger[] {
    const area = this.documentArea
    return this.travellers.map((traveller) => {
      const key = travellerKey(traveller)
      const doc = this.deps.saved?.documentOf(traveller, DOCUMENTS_FOR.flight[area]) ?? null
      const base: PassengerForm = {
        name: doc?.idType === 2 && area !== 'domestic' && doc.enName ? doc.enName : traveller.name,
        idType: doc?.idType ?? DOCUMENT_TYPES_BY_AREA[area][0],
        idNo: doc?.idNo ?? '',
        phone: traveller.phone,
        memberId: traveller.memberId,
      }
      const p = { ...base, nationality: doc?.nationality ?? 'CN', ...this.edits[key] }
      const namePlaceholder = area === 'international' || (p.idType === 2 && area !== 'domestic') ? '护照拼音，如 ZHANG/SAN' : '与证件一致'
      return { ...p, key, traveller, namePlaceholder, documentTypeProblem: documentTypeError(area, p.idType) ?? '' }
    })
  }

  /** The first passenger (the booker unless changed). */
  get passenger(): FormPassenger {
    return this.passengers[0]
  }

  setTravellers(list: PickedTraveller[]): void {
    if (list.length > 0) this.travellers = list.slice(0, MAX_FLIGHT_PASSENGERS)
    this.submitError = ''
    this.recheckBudget()
  }

  removeTraveller(key: string): void {
    if (this.travellers.length > 1) this.travellers = this.travellers.filter((t) => travellerKey(t) !== key)
    this.recheckBudget()
  }

  /** The remaining budget asked again for the new total (one fare per passenger). */
  private recheckBudget(): void {
    if (this.segments.length > 0 && this.charge.modules.length > 0) void this.charge.checkBudget(this.totalFen, this.trip.startDate)
  }

  get isOverStandard(): boolean {
    return this.segments.some((s) => s.fare.IsOverStandard)
  }

  /** Over the standard with an action that asks why (reason, approval): the reason is required. */
  get needsReason(): boolean {
    return this.segments.some((s) => s.fare.IsOverStandard && s.fare.PolicyAction !== 'allow')
  }

  /** Changes one passenger (the first when no key is given); a new document type clears the number on file. */
  setPassenger(change: Partial<PassengerForm & { nationality: string }>, key: string = this.passenger.key): void {
    const current = this.passengers.find((p) => p.key === key)
    if (!current) return
    const typeChanged = change.idType !== undefined && change.idType !== current.idType && change.idNo === undefined
    this.edits = { ...this.edits, [key]: { ...this.edits[key], ...change, ...(typeChanged ? { idNo: '' } : {}) } }
    this.submitError = ''
  }

  setContact(change: Partial<{ name: string; phone: string }>): void {
    this.contact = { ...this.contact, ...change }
  }

  /** The trip's first and last day and destination, as travel applications and budgets name them. */
  get trip(): { startDate: string; endDate: string; cityName: string } {
    const dates = this.segments.map((s) => s.date)
    return { startDate: dates[0] ?? '', endDate: dates[dates.length - 1] ?? '', cityName: this.deps.flow.form.to.name }
  }

  /** The cost modules, default cost centre, remaining budget for the total and the usable travel applications. */
  async loadSetup(): Promise<void> {
    if (this.segments.length === 0) return
    const { startDate, endDate, cityName } = this.trip
    await Promise.all([this.charge.load({ amountFen: this.totalFen, travelDate: startDate }), this.application.load({ Product: 'flight', CityName: cityName, StartDate: startDate, EndDate: endDate })])
  }

  /** The nationality list for the picker (international only); a failure leaves 中国 chosen and the picker empty. */
  async loadNationalities(): Promise<void> {
    if (!this.isInternational || this.nationalities.length > 0 || !this.deps.nationalities) return
    try {
      const data = await this.deps.nationalities()
      runInAction(() => (this.nationalities = data.Nationalities))
    } catch {
      runInAction(() => (this.nationalities = []))
    }
  }

  /** International flights: a passenger's nationality (ISO 3166-1 alpha-2), the document's or 中国 (decision 0344). */
  setNationality(code: string, key: string = this.passenger.key): void {
    this.setPassenger({ nationality: code }, key)
  }

  /** The first passenger's nationality. */
  get nationality(): string {
    return this.passenger.nationality
  }

  nationalityNameOf(code: string): string {
    return this.nationalities.find((n) => n.Code === code)?.Name ?? (code === 'CN' ? '中国' : code)
  }

  get nationalityName(): string {
    return this.nationalityNameOf(this.nationality)
  }

  toggleInsurance(code: InsuranceProductCode): void {
    this.insurance = this.insurance.includes(code) ? this.insurance.filter((c) => c !== code) : [...this.insurance, code]
  }

  setOverReason(reason: string): void {
    this.overReason = reason
  }

  get error(): string {
    if (this.segments.length === 0) return '航班信息已失效，请重新选择'
    const many = this.passengers.length > 1
    for (const passenger of this.passengers) {
      const p = passengerError(passenger, this.documentArea)
      if (p) return many ? `${passenger.name.trim() || passenger.traveller.name}：${p}` : p
    }
    const ids = this.passengers.map((p) => p.idNo.trim().toUpperCase())
    if (new Set(ids).size !== ids.length) return '乘机人证件号重复'
    if (this.isInternational && this.passengers.some((p) => !/^[A-Z]{2}$/.test(p.nationality))) return '请选择国籍'
    if (!this.contact.name.trim()) return '请填写联系人姓名'
    if (!/^1\d{10}$/.test(this.contact.phone)) return '请填写正确的联系人手机号'
    const chargeProblem = this.charge.problem()
    if (chargeProblem) return chargeProblem
    const applicationProblem = this.application.problem()
    if (applicationProblem) return applicationProblem
    if (this.needsReason && !this.overReason.trim()) return '请选择或填写超标原因'
    return ''
  }

  body(): CreateFlightOrderRequest {
    return {
      Segments: this.segments.map((s) => ({ FareId: s.fare.FareId, ExpectedPriceFen: s.fare.PriceFen })),
      Passengers: this.passengers.map((p) => ({
        Name: p.name.trim(), IdType: p.idType, IdNo: p.idNo.trim().toUpperCase(), Phone: /^1\d{10}$/.test(p.phone) ? p.phone : '', MemberId: /^\d+$/.test(p.memberId) ? p.memberId : '',
        ...(this.isInternational ? { Nationality: p.nationality } : {}),
      })),
      Contact: { Name: this.contact.name.trim(), Phone: this.contact.phone },
      ...this.charge.fields(),
      OverStandardReason: this.isOverStandard ? this.overReason.trim() : '',
      ...this.application.fields(),
    }
  }

  /**
   * Submits once per reqId (a retry after a network failure books once); the form is kept when it fails. When the
   * enterprise asks to confirm the cost attribution, the first call opens the confirmation and answers null; the
   * call with `costConfirmed` books.
   */
  async submit(options: { costConfirmed?: boolean } = {}): Promise<AfterSubmit | null> {
    const problem = this.error
    if (problem) {
      this.submitError = problem
      return null
    }
    if (!this.charge.confirmed({ confirmed: options.costConfirmed })) return null
    this.isSubmitting = true
    this.submitError = ''
    try {
      const data = await this.deps.api.createOrder(this.body(), this.reqId)
      runInAction(() => (this.reqId = this.deps.createReqId()))
      return { kind: data.OrderStatus === 'PendingPayment' ? 'pay' : 'detail', orderNo: data.OrderNo, insuranceError: await this.keepInsurance(data.OrderNo) }
    } catch (error) {
      runInAction(() => (this.submitError = failureMessage(error, '提交失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }

  private async keepInsurance(orderNo: string): Promise<string> {
    if (this.insurance.length === 0 || !this.deps.requestInsurance) return ''
    try {
      await this.deps.requestInsurance(orderNo, this.insurance, this.deps.createReqId())
      return ''
    } catch (error) {
      return `订单已提交，保险未能登记：${failureMessage(error, '请稍后在订单中购买')}`
    }
  }
}
