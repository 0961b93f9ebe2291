import type { CreateTravelBillRequest } from '@api/travelApply'
import { legsProblem, MAX_LEGS, nextLeg, TRIP_TYPES, type Leg, type LegProduct } from '@domain/travelApply/travelBill'
import { makeAutoObservable } from 'mobx'
import { addDaysWire, todayWire } from '@/core/format'
import { SubmitOnce } from '../../shared/stores/SubmitOnce'
import type { TravelApplyApi } from '../api/travelApplyApi'
import { budgetFenOf } from '../domain/travelApplyForm'

export type TravelBillFormDeps = {
  api: Pick<TravelApplyApi, 'createTravelBill'>
  now: () => number
  createReqId: () => string
  toast: (message: string) => void
}

type Field = 'category' | 'reason' | 'budgetYuan' | 'remark' | 'needHotel'

/**
 * 新建出差单, the guangxin variant (decision 0322): the trip entered leg by leg (each from where the last one
 * arrived), trip type, hotel or not, budget and travellers; draft or submit. What was typed stays on failure.
 */
export class TravelBillFormStore {
  category: string = TRIP_TYPES[0]
  reason = ''
  legs: Leg[]
  needHotel = true
  budgetYuan = ''
  remark = ''
  travellerMemberIds: string[] = []
  readonly submitting: SubmitOnce

  get isSubmitting(): boolean {
    return this.submitting.isSubmitting
  }

  get errorMessage(): string {
    return this.submitting.errorMessage
  }

  constructor(private readonly deps: TravelBillFormDeps) {
    const first = nextLeg([], addDaysWire(todayWire(deps.now()), 1))
    this.legs = [first]
    this.submitting = new SubmitOnce(deps)
    makeAutoObservable<TravelBillFormStore, 'deps'>(this, { deps: false, submitting: false })
  }

  set(patch: Partial<Pick<TravelBillFormStore, Field>>) {
    Object.assign(this, patch)
    this.submitting.clearError()
  }

  setLeg(index: number, patch: Partial<Leg>) {
    this.legs = this.legs.map((leg, i) => (i === index ? { ...leg, ...patch } : leg))
    this.submitting.clearError()
  }

  setLegProduct(index: number, product: LegProduct) {
    this.setLeg(index, { product })
  }

  get canAddLeg(): boolean {
    return this.legs.length < MAX_LEGS
  }

  addLeg() {
    if (this.canAddLeg) this.legs = [...this.legs, nextLeg(this.legs, todayWire(this.deps.now()))]
  }

  removeLeg(index: number) {
    if (this.legs.length > 1) this.legs = this.legs.filter((_, i) => i !== index)
  }

  setTravellerMemberIds(ids: string[]) {
    this.travellerMemberIds = [...new Set(ids.filter(Boolean))]
  }

  get problem(): string {
    if (!this.reason.trim()) return '请填写出差事由'
    const legs = legsProblem(this.legs, todayWire(this.deps.now()))
    if (legs) return legs
    return budgetFenOf(this.budgetYuan) === null ? '请填写正确的预估费用' : ''
  }

  get request(): CreateTravelBillRequest {
    return {
      Category: this.category,
      Reason: this.reason.trim(),
      Legs: this.legs.map((l) => ({ FromCity: l.fromCity.trim(), ToCity: l.toCity.trim(), Date: l.date, Product: l.product })),
      NeedHotel: this.needHotel,
      BudgetFen: budgetFenOf(this.budgetYuan) ?? 0,
      ...(this.travellerMemberIds.length ? { TravellerMemberIds: this.travellerMemberIds } : {}),
      ...(this.remark.trim() ? { Remark: this.remark.trim() } : {}),
    }
  }

  async save(submit: boolean): Promise<string | null> {
    const data = await this.submitting.run(this.problem, (reqId) => this.deps.api.createTravelBill({ ...this.request, Submit: submit }, reqId))
    return data?.ApplyNo ?? null
  }
}
