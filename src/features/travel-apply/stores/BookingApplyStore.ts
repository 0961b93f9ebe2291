import { makeAutoObservable, runInAction } from 'mobx'
import type { TravelApplySettings, TravelApplySummary, UsableTravelApplyData, UsableTravelApplyRequest } from '@api/travelApply'
import { missingApplicationMessage } from '@domain/travelApply/requirement'

export type BookingApplyDeps = {
  api?: { usable(want: UsableTravelApplyRequest): Promise<UsableTravelApplyData> }
  /** The external journey the app was opened for (start-up journeyBizNo; '' when none). */
  journeyBizNo?: string
}

/**
 * The travel application a booking form books under (flight, 差旅用车; decision 0480), as hotel and train do: the
 * approved applications covering the trip and the enterprise's settings, the only one taken when one is required
 * (needTravelFormVuex), travelBillCanChange, and the form's own check (externalNeedTravelBill, decision 0211).
 */
export class BookingApplyStore {
  apply: TravelApplySummary | null = null
  settings: TravelApplySettings | null = null
  usableCount = 0

  constructor(private readonly deps: BookingApplyDeps) {
    makeAutoObservable<BookingApplyStore, 'deps'>(this, { deps: false })
  }

  async load(want: UsableTravelApplyRequest): Promise<void> {
    if (!this.deps.api) return
    try {
      const data = await this.deps.api.usable(want)
      runInAction(() => {
        this.settings = data.Settings
        this.usableCount = data.Items.length
        if (!this.apply && data.Settings.NeedTravelForm && data.Items.length === 1) this.apply = data.Items[0]
      })
    } catch {
      // the picker shows its own error; the server checks on submit
    }
  }

  set(item: TravelApplySummary | null): void {
    this.apply = item
  }

  /** Whether the picked application may be changed (travelBillCanChange, default yes). */
  get canChange(): boolean {
    return !this.apply || (this.settings?.TravelBillCanChange ?? true)
  }

  /** Whether the form must pick one (needTravelFormVuex, or externalNeedTravelBill inside an external journey). */
  get isRequired(): boolean {
    return this.problem() !== ''
  }

  /** Why the booking needs an application it has not picked ('' when none is needed or one is picked). */
  problem(isPrivate = false): string {
    if (this.apply) return ''
    return (
      missingApplicationMessage({
        needTravelForm: this.settings?.NeedTravelForm ?? false,
        externalNeedTravelBill: this.settings?.ExternalNeedTravelBill ?? false,
        journeyBizNo: this.deps.journeyBizNo ?? '',
        isPrivate,
      }) ?? ''
    )
  }

  fields(isPrivate = false): { TravelApplyNo?: string; JourneyBizNo?: string } {
    return {
      ...(this.apply && !isPrivate ? { TravelApplyNo: this.apply.ApplyNo } : {}),
      ...(this.deps.journeyBizNo ? { JourneyBizNo: this.deps.journeyBizNo } : {}),
    }
  }
}
