import type { OverStandardReason, PolicyProduct } from '@api/policy'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { PolicyApi } from '../api/policyApi'
import { chosenReason, initialOther } from '../domain/overReason'

/** 超标原因: the enterprise's reasons for the product, or the member's own words. */
export class OverReasonStore {
  readonly load = new LoadState('超标原因加载失败')
  reasons: OverStandardReason[] = []
  other: string
  loadedOnce = false

  constructor(
    private readonly api: Pick<PolicyApi, 'overReasons'>,
    private readonly product: PolicyProduct | undefined,
    readonly current: string,
  ) {
    this.other = current
    makeAutoObservable<OverReasonStore, 'api' | 'product'>(this, { load: false, api: false, product: false, current: false })
  }

  get texts(): string[] {
    return this.reasons.map((r) => r.Text)
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.overReasons(this.product),
      (data) => {
        this.reasons = data.Reasons
        if (!this.loadedOnce) this.other = initialOther(this.texts, this.current)
        this.loadedOnce = true
      },
    )
  }

  setOther(text: string) {
    this.other = text
  }

  /** The reason to hand back for a tapped listed reason (or '' for the typed one); '' when none is usable. */
  choose(listed: string): string {
    return chosenReason(this.texts, listed, this.other)
  }
}
