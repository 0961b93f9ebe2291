import type { ValidateBudgetData } from '@api/common'
import type { CostModuleConfig } from '@api/costs'
import type { ProgramCode } from '@api/bindings'
import type { CreateHotelOrderRequest } from '@api/hotel'
import type { TravelApplySettings, TravelApplySummary } from '@api/travelApply'
import { makeAutoObservable, runInAction } from 'mobx'
import { todayWire } from '@/core/format'
import type { Clock } from '../../shared/domain/clock'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { HotelApi } from '../api/hotelApi'
import { budgetNotes, costConfirmationText, costModuleFailure, needsCostConfirmation, type BudgetNote, type CostsApi, type PickedCostItem } from '../../costs/public'
import type { PickedTraveller } from '../../travellers/public'
import { digitsOf, maskCardNo } from '@domain/card/card'
import { checkRate } from '../domain/compliantRate'
import { emptyGuest, addGuestSlot, assignGuests, removeGuestSlot, resizeRooms, toGuestList, updateGuest, type GuestEntry, type RoomGuests } from '../domain/guests'
import { needsOverReason, nextStepAfterCreate, orderFormError, type ContactInput, type NextStep } from '../domain/orderForm'
import { nightsOf, stayTotalFen } from '../domain/stay'
import { hotelVerdict, type HotelVerdict } from '@domain/policy/hotel'
import { missingApplicationMessage } from '@domain/travelApply/requirement'
import type { HotelFlowStore, HotelSelection } from './HotelFlowStore'

export type HotelOrderFormDeps = {
  api: Pick<HotelApi, 'createOrder'>
  costs?: Pick<CostsApi, 'myCostCenters' | 'costModules' | 'validateBudget'>
  /** The caller's approved travel applications covering the stay (b2b TravelApply/Usable). */
  travelApplies?: { usable(want: { Product: 'hotel'; StartDate: string; EndDate: string; CityName?: string }): Promise<{ Items: TravelApplySummary[]; Settings: TravelApplySettings }> }
  cityName?: string
  flow: HotelFlowStore
  clock: Pick<Clock, 'now'>
  createReqId: () => string
  member: { name: string; phone: string; memberId: string }
  /** Finance variant (financeOrderWrite): a cost centre is required. */
  requireCostCenter?: boolean
  /** The enterprise's projectCenterSecondaryConfirmation (app config): confirm the cost attribution on submit. */
  projectCenterSecondaryConfirmation?: () => boolean
  /** The external journey the app was opened for (start-up journeyBizNo; '' when none). */
  journeyBizNo?: string
  toast: (message: string) => void
}

/**
 * 填写订单: guests per room, contact, cost centre, project, over-standard reason, card guarantee, submit.
 * The reqId of a submit is kept until an order is created, so a retry (after a timeout, say) never books
 * twice; input stays as typed on failure.
 */
export class HotelOrderFormStore {
  rooms: RoomGuests
  contact: ContactInput
  travellers: PickedTraveller[]
  costCenter: PickedCostItem | null = null
  project: PickedCostItem | null = null
  reason: PickedCostItem | null = null
  modules: CostModuleConfig[] = []
  /** The cost-module list's isProjectCenterConfirm for hotel. */
  isProjectCenterConfirm = false
  /** The cost attribution confirmation is open (submit waits for 确认提交). */
  confirmingCost = false
  budget: ValidateBudgetData | null = null
  remark = ''
  /** The member's bound card of the hotel's group to credit (decision 0431), from BookingMembership. */
  memberProgramCode: ProgramCode | null = null
  /** The travel application the stay is booked under (null: none). */
  travelApply: TravelApplySummary | null = null
  travelApplySettings: TravelApplySettings | null = null
  usableApplyCount = 0
  isSubmitting = false
  submitError = ''
  private reqId: string | null = null

  constructor(private readonly deps: HotelOrderFormDeps) {
    const selection = deps.flow.selection
    const first: GuestEntry = { name: deps.member.name, phone: deps.member.phone, memberId: deps.member.memberId }
    this.travellers = [{ kind: 'self', memberId: deps.member.memberId, passengerId: '', name: deps.member.name, phone: deps.member.phone, departmentName: '' }]
    this.rooms = resizeRooms([[first]], selection?.roomCount ?? 1)
    this.contact = { name: deps.member.name, phone: deps.member.phone, email: '' }
    makeAutoObservable<HotelOrderFormStore, 'deps' | 'reqId' | 'setupRuns'>(this, { deps: false, reqId: false, setupRuns: false })
  }

  get selection(): HotelSelection | null {
    return this.deps.flow.selection
  }

  get roomCount(): number {
    return this.rooms.length
  }

  get nights(): number {
    return this.selection ? nightsOf(this.selection.arrivalDate, this.selection.departureDate) : 0
  }

  get totalFen(): number {
    return this.selection ? stayTotalFen(this.selection.plan.NightlyPricesFen, this.roomCount) : 0
  }

  get couponFen(): number {
    const coupon = this.deps.flow.coupon
    return coupon && coupon.IsUsable && this.totalFen >= coupon.ThresholdFen ? Math.min(coupon.DiscountFen, this.totalFen) : 0
  }

  get payFen(): number {
    return this.totalFen - this.couponFen
  }

  get check(): HotelVerdict {
    if (!this.selection) return { status: 'within', action: 'allow', capFen: null, rule: '', cheapestCompliant: null }
    return checkRate(this.selection.plan, this.selection.context)
  }

  /** The cheapest rate of the same hotel within the standard, when the chosen one is over it. */
  get compliantAlternative(): { room: HotelSelection['room']; plan: HotelSelection['plan'] } | null {
    const selection = this.selection
    if (!selection || selection.isPrivate || this.check.status !== 'over') return null
    const options = (selection.sameHotelRates ?? []).map((rate) => ({ ...rate, nightlyFen: rate.plan.AvgNightlyFen }))
    const { CityTier, Role, Standard } = selection.context
    const chosen = { room: selection.room, plan: selection.plan, nightlyFen: selection.plan.AvgNightlyFen }
    const found = hotelVerdict(chosen, { cityTier: CityTier, grade: Role, standard: Standard }, options).cheapestCompliant
    return found ? { room: found.room, plan: found.plan } : null
  }

  /** One tap: the compliant alternative replaces the chosen rate (the draft's reason no longer applies). */
  switchToCompliant(): void {
    const alternative = this.compliantAlternative
    const selection = this.selection
    if (!alternative || !selection) return
    this.deps.flow.select({ ...selection, room: alternative.room, plan: alternative.plan })
    this.rooms = resizeRooms(this.rooms, Math.min(this.roomCount, Math.max(1, alternative.plan.RemainingRooms)))
  }

  get needsReason(): boolean {
    return needsOverReason(this.check, this.selection?.isPrivate ?? false)
  }

  get needsCard(): boolean {
    return Boolean(this.selection?.plan.NeedCardGuarantee)
  }

  get overReason(): string {
    return this.deps.flow.overReason
  }

  get maskedCard(): string {
    const card = this.deps.flow.card
    return card && digitsOf(card.CardNo) ? maskCardNo(card.CardNo) : ''
  }

  setRoomCount(count: number) {
    const max = this.selection?.plan.RemainingRooms ?? 1
    const rooms = resizeRooms(this.rooms, Math.min(count, Math.max(1, max)))
    const occupancy = this.selection?.plan.MaxOccupancy ?? 1
    const fitting = this.travellers.slice(0, rooms.length * Math.max(1, occupancy))
    this.travellers = fitting
    this.rooms = assignGuests(fitting.map((t) => ({ name: t.name, phone: t.phone, memberId: t.memberId })), rooms.length, occupancy) ?? rooms
  }

  addGuest(roomIndex: number) {
    this.rooms = addGuestSlot(this.rooms, roomIndex, this.selection?.plan.MaxOccupancy ?? 2)
  }

  removeGuest(roomIndex: number, guestIndex: number) {
    this.rooms = removeGuestSlot(this.rooms, roomIndex, guestIndex)
  }

  updateGuest(roomIndex: number, guestIndex: number, patch: Partial<GuestEntry>) {
    this.rooms = updateGuest(this.rooms, roomIndex, guestIndex, patch)
  }

  clearGuest(roomIndex: number, guestIndex: number) {
    this.rooms = updateGuest(this.rooms, roomIndex, guestIndex, emptyGuest())
  }

  setContact(patch: Partial<ContactInput>) {
    this.contact = { ...this.contact, ...patch }
  }

  get costCenterName(): string {
    return this.costCenter?.name ?? ''
  }

  /** Travellers that fit: rooms × the rate's occupancy. */
  get maxTravellers(): number {
    return this.roomCount * Math.max(1, this.selection?.plan.MaxOccupancy ?? 1)
  }

  /** Chosen in the picker: spread over the rooms (each room gets someone before any gets two). */
  setTravellers(list: PickedTraveller[]) {
    const fitting = list.slice(0, this.maxTravellers)
    if (fitting.length < list.length) this.deps.toast(`最多可选${this.maxTravellers}位入住人`)
    this.travellers = fitting
    this.rooms = assignGuests(fitting.map((t) => ({ name: t.name, phone: t.phone, memberId: t.memberId })), this.roomCount, this.selection?.plan.MaxOccupancy ?? 1) ?? this.rooms
  }

  removeTraveller(traveller: PickedTraveller) {
    this.setTravellers(this.travellers.filter((item) => item !== traveller))
  }

  get isVisible(): (type: CostModuleConfig['Type']) => boolean {
    return (type) => this.modules.some((module) => module.Type === type && !module.IsHide)
  }

  moduleOf(type: CostModuleConfig['Type']): CostModuleConfig | undefined {
    return this.modules.find((module) => module.Type === type)
  }

  setCostCenter(item: PickedCostItem | null) {
    this.costCenter = item
  }

  setProject(item: PickedCostItem | null) {
    this.project = item
  }

  setReason(item: PickedCostItem | null) {
    this.reason = item
  }

  get budgetNotes(): BudgetNote[] {
    return budgetNotes(this.budget)
  }

  setMemberProgram(code: ProgramCode | null) {
    this.memberProgramCode = code
  }

  setRemark(text: string) {
    this.remark = text
  }

  setOverReason(reason: string) {
    this.deps.flow.setOverReason(reason)
  }

  setTravelApply(item: TravelApplySummary | null) {
    this.travelApply = item
  }

  /** Whether the picked application may be changed (travelBillCanChange, default yes). */
  get canChangeTravelApply(): boolean {
    return !this.travelApply || (this.travelApplySettings?.TravelBillCanChange ?? true)
  }

  /** Approved applications covering the stay and the enterprise's settings; the only one is picked when one is required. */
  loadTravelApplies(): Promise<void> {
    return this.tracked(this.fetchTravelApplies())
  }

  private async fetchTravelApplies(): Promise<void> {
    const selection = this.selection
    if (!this.deps.travelApplies || !selection || selection.isPrivate) return
    try {
      const data = await this.deps.travelApplies.usable({
        Product: 'hotel', StartDate: selection.arrivalDate, EndDate: selection.departureDate, ...(this.deps.cityName ? { CityName: this.deps.cityName } : {}),
      })
      runInAction(() => {
        this.travelApplySettings = data.Settings
        this.usableApplyCount = data.Items.length
        if (!this.travelApply && data.Settings.NeedTravelForm && data.Items.length === 1) this.travelApply = data.Items[0]
      })
    } catch {
      // the picker shows its own error
    }
  }

  /** The form's set-up loads still running: a submit waits for them, so a quick tap books with the defaults. */
  private readonly setupRuns = new Set<Promise<void>>()

  private tracked(run: Promise<void>): Promise<void> {
    this.setupRuns.add(run)
    return run.finally(() => this.setupRuns.delete(run))
  }

  /** The enterprise's cost modules for hotel and the member's default cost centre. */
  loadCostSetup(): Promise<void> {
    return this.tracked(this.fetchCostSetup())
  }

  private async fetchCostSetup(): Promise<void> {
    const costs = this.deps.costs
    if (!costs) return
    try {
      const [modules, mine] = await Promise.all([costs.costModules(1), costs.myCostCenters()])
      runInAction(() => {
        this.modules = modules.Modules
        this.isProjectCenterConfirm = modules.IsProjectCenterConfirm
        const preferred = mine.CostCenters.find((c) => c.IsDefault) ?? mine.CostCenters[0]
        if (!this.costCenter && preferred) this.costCenter = { id: preferred.CostCenterId, code: preferred.CostCenterCode, name: preferred.CostCenterName }
      })
    } catch {
      // the pickers still work; the server checks the modules on submit
    }
    await this.loadBudget()
  }

  /** The remaining budget of the department, cost centre and project for this stay's total. */
  async loadBudget(): Promise<void> {
    const costs = this.deps.costs
    const selection = this.selection
    if (!costs || !selection || selection.isPrivate) return
    try {
      const data = await costs.validateBudget({
        Amount: this.totalFen,
        ProductType: 1,
        TravelDate: selection.arrivalDate,
        ...(this.costCenter ? { CostCenterId: this.costCenter.id } : {}),
        ...(this.project ? { ProjectId: this.project.id } : {}),
      })
      runInAction(() => (this.budget = data))
    } catch {
      runInAction(() => (this.budget = null))
    }
  }

  request(): CreateHotelOrderRequest | null {
    const selection = this.selection
    if (!selection) return null
    const card = this.deps.flow.card
    const coupon = this.couponFen > 0 ? this.deps.flow.coupon : null
    return {
      HotelId: selection.hotelId,
      RoomId: selection.room.RoomId,
      RatePlanId: selection.plan.RatePlanId,
      ArrivalDate: selection.arrivalDate,
      DepartureDate: selection.departureDate,
      RoomCount: this.roomCount,
      Guests: toGuestList(this.rooms),
      Contact: { Name: this.contact.name.trim(), Phone: this.contact.phone.trim(), ...(this.contact.email.trim() ? { Email: this.contact.email.trim() } : {}) },
      ExpectedTotalFen: this.totalFen,
      ...(this.costCenter ? { CostCenterId: this.costCenter.id } : {}),
      CostCenterName: this.costCenter?.name ?? '',
      ...(this.project ? { ProjectId: this.project.id } : {}),
      ProjectName: this.project?.name ?? '',
      ...(this.reason ? { TripReasonId: this.reason.id } : {}),
      OverStandardReason: this.needsReason ? this.overReason.trim() : '',
      ...(this.needsCard && card ? { CardGuarantee: { ...card, CardNo: digitsOf(card.CardNo) } } : {}),
      ...(coupon ? { CouponId: coupon.CouponId } : {}),
      IsPrivate: selection.isPrivate ? 1 : 0,
      Remark: this.remark.trim(),
      ...(selection.savingBonusRuleId ? { SavingBonusRuleId: selection.savingBonusRuleId } : {}),
      ...(this.travelApply && !selection.isPrivate ? { TravelApplyNo: this.travelApply.ApplyNo } : {}),
      ...(this.deps.journeyBizNo ? { JourneyBizNo: this.deps.journeyBizNo } : {}),
      ...(this.memberProgramCode ? { MemberProgramCode: this.memberProgramCode } : {}),
    }
  }

  /** What the cost attribution confirmation says. */
  get costConfirmation(): string {
    return costConfirmationText(this.modules, { costCenter: this.costCenter, project: this.project, reason: this.reason, text: '' })
  }

  closeCostConfirmation(): void {
    this.confirmingCost = false
  }

  /**
   * Checks, then creates the order; the next step (cashier or order detail) on success, else null. When the
   * enterprise asks to confirm the cost attribution, the first call opens the confirmation and returns null;
   * the call with `costConfirmed` books.
   */
  async submit(options: { costConfirmed?: boolean } = {}): Promise<NextStep | null> {
    this.confirmingCost = false
    if (this.isSubmitting) return null
    if (this.setupRuns.size > 0) {
      this.isSubmitting = true
      await Promise.all([...this.setupRuns])
      runInAction(() => (this.isSubmitting = false))
    }
    const body = this.request()
    if (!body || !this.selection) {
      this.deps.toast('请重新选择房型')
      return null
    }
    const problem = orderFormError({
      rooms: this.rooms,
      contact: this.contact,
      check: this.check,
      isPrivate: this.selection.isPrivate,
      overReason: this.overReason,
      costCenterName: this.costCenterName,
      requireCostCenter: this.deps.requireCostCenter,
      needsCard: this.needsCard,
      card: this.deps.flow.card,
      today: todayWire(this.deps.clock.now()),
    })
    if (problem) {
      this.deps.toast(problem)
      return null
    }
    const applicationProblem = this.travelApply
      ? null
      : missingApplicationMessage({
          needTravelForm: this.travelApplySettings?.NeedTravelForm ?? false,
          externalNeedTravelBill: this.travelApplySettings?.ExternalNeedTravelBill ?? false,
          journeyBizNo: this.deps.journeyBizNo ?? '',
          isPrivate: this.selection.isPrivate,
        })
    if (applicationProblem) {
      this.deps.toast(applicationProblem)
      return null
    }
    if (!this.selection.isPrivate) {
      const costProblem = costModuleFailure(this.modules, { costCenter: this.costCenter, project: this.project, reason: this.reason, text: '' })
      if (costProblem) {
        this.deps.toast(costProblem)
        return null
      }
      if (this.budget && !this.budget.IsPass) {
        this.deps.toast(this.budget.Message)
        return null
      }
    }
    const confirm = needsCostConfirmation({
      isProjectCenterConfirm: this.isProjectCenterConfirm,
      projectCenterSecondaryConfirmation: this.deps.projectCenterSecondaryConfirmation?.() ?? false,
      isPrivate: this.selection.isPrivate,
    })
    if (confirm && !options.costConfirmed) {
      this.confirmingCost = true
      return null
    }
    this.reqId ??= this.deps.createReqId()
    this.isSubmitting = true
    this.submitError = ''
    try {
      const data = await this.deps.api.createOrder(body, this.reqId)
      runInAction(() => {
        this.reqId = null
        this.deps.flow.setCard(null)
      })
      return nextStepAfterCreate(data)
    } catch (error) {
      const message = failureMessage(error, '提交失败，请重试')
      runInAction(() => (this.submitError = message))
      this.deps.toast(message)
      return null
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
