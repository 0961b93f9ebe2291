import type { Department } from '@api/common'
import type { CreateHotelOrderRequest } from '@api/hotel'
import type { TravelApplySettings, TravelApplySummary } from '@api/travelApply'
import { makeAutoObservable, runInAction } from 'mobx'
import { todayWire } from '@/core/format'
import type { Clock } from '../../shared/domain/clock'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { HotelApi } from '../api/hotelApi'
import type { CostCenterApi } from '../api/costCenterApi'
import { digitsOf, maskCardNo } from '@domain/card/card'
import { checkRate } from '../domain/compliantRate'
import { emptyGuest, addGuestSlot, removeGuestSlot, resizeRooms, toGuestList, updateGuest, type GuestEntry, type RoomGuests } from '../domain/guests'
import { needsOverReason, nextStepAfterCreate, orderFormError, type ContactInput, type NextStep } from '../domain/orderForm'
import { nightsOf, stayTotalFen } from '../domain/stay'
import type { HotelVerdict } from '@domain/policy/hotel'
import type { HotelFlowStore, HotelSelection } from './HotelFlowStore'

export type HotelOrderFormDeps = {
  api: Pick<HotelApi, 'createOrder'>
  costCenters?: CostCenterApi
  /** The caller's approved travel applications covering the stay (b2b TravelApply/Usable). */
  travelApplies?: { usable(want: { Product: 'hotel'; StartDate: string; EndDate: string; CityName?: string }): Promise<{ Items: TravelApplySummary[]; Settings: TravelApplySettings }> }
  cityName?: string
  flow: HotelFlowStore
  clock: Pick<Clock, 'now'>
  createReqId: () => string
  member: { name: string; phone: string; memberId: string }
  /** Finance variant (financeOrderWrite): a cost centre is required. */
  requireCostCenter?: boolean
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
  costCenterName = ''
  projectName = ''
  remark = ''
  departments: Department[] = []
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
    this.rooms = resizeRooms([[first]], selection?.roomCount ?? 1)
    this.contact = { name: deps.member.name, phone: deps.member.phone, email: '' }
    makeAutoObservable<HotelOrderFormStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false })
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
    this.rooms = resizeRooms(this.rooms, Math.min(count, Math.max(1, max)))
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

  setCostCenter(name: string) {
    this.costCenterName = name
  }

  setProject(name: string) {
    this.projectName = name
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
  async loadTravelApplies(): Promise<void> {
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

  /** Cost-centre choices from the member's departments; free text stays possible. */
  async loadCostCenters(): Promise<void> {
    if (!this.deps.costCenters) return
    try {
      const data = await this.deps.costCenters.myDepartments()
      runInAction(() => {
        this.departments = (data?.Departments ?? []).filter((department) => department.CostCenterName)
        const preferred = this.departments.find((department) => department.IsDefault) ?? this.departments[0]
        if (!this.costCenterName && preferred) this.costCenterName = preferred.CostCenterName
      })
    } catch {
      // free text remains
    }
  }

  request(): CreateHotelOrderRequest | null {
    const selection = this.selection
    if (!selection) return null
    const card = this.deps.flow.card
    const coupon = this.couponFen > 0 ? this.deps.flow.coupon : null
    const department = this.departments.find((item) => item.CostCenterName === this.costCenterName)
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
      ...(department ? { CostCenterId: department.CostCenterId } : {}),
      CostCenterName: this.costCenterName.trim(),
      ProjectName: this.projectName.trim(),
      OverStandardReason: this.needsReason ? this.overReason.trim() : '',
      ...(this.needsCard && card ? { CardGuarantee: { ...card, CardNo: digitsOf(card.CardNo) } } : {}),
      ...(coupon ? { CouponId: coupon.CouponId } : {}),
      IsPrivate: selection.isPrivate ? 1 : 0,
      Remark: this.remark.trim(),
      ...(selection.savingBonusRuleId ? { SavingBonusRuleId: selection.savingBonusRuleId } : {}),
      ...(this.travelApply && !selection.isPrivate ? { TravelApplyNo: this.travelApply.ApplyNo } : {}),
    }
  }

  /** Checks, then creates the order; the next step (cashier or order detail) on success, else null. */
  async submit(): Promise<NextStep | null> {
    if (this.isSubmitting) return null
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
    if (!this.selection.isPrivate && !this.travelApply && this.travelApplySettings?.NeedTravelForm) {
      this.deps.toast('请选择出差申请单')
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
