import type { SubsidyJourney, SubsidyProduct } from '@api/subsidy'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { SubsidyApi } from '../api/subsidyApi'
import { defaultTimingOrders } from '../domain/subsidyPick'

/** 行程列表 (subsidy v3): the member's finished trips that may earn a subsidy. */
export class SubsidyJourneyListStore {
  readonly load = new LoadState('行程加载失败')
  items: SubsidyJourney[] = []

  constructor(private readonly api: Pick<SubsidyApi, 'journeys'>) {
    makeAutoObservable<SubsidyJourneyListStore, 'api'>(this, { api: false, load: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.journeys(), (data) => (this.items = data.Items))
  }
}

/** 订单列表 (subsidy v3): the journey's orders; the flights and trains chosen time the trip. */
export class SubsidyProductStore {
  readonly load = new LoadState('订单加载失败')
  journey: SubsidyJourney | null = null
  items: SubsidyProduct[] = []
  chosen: string[] = []

  constructor(
    private readonly api: Pick<SubsidyApi, 'journeyProducts'>,
    readonly applyNo: string,
  ) {
    makeAutoObservable<SubsidyProductStore, 'api'>(this, { api: false, load: false, applyNo: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.journeyProducts(this.applyNo),
      (data) => {
        const first = this.journey === null
        this.journey = data.Journey
        this.items = data.Items
        if (first) this.chosen = defaultTimingOrders(data.Items)
      },
    )
  }

  toggle(orderNo: string) {
    if (!this.items.some((i) => i.OrderNo === orderNo && i.Timing)) return
    this.chosen = this.chosen.includes(orderNo) ? this.chosen.filter((n) => n !== orderNo) : [...this.chosen, orderNo]
  }

  isChosen(orderNo: string): boolean {
    return this.chosen.includes(orderNo)
  }
}
