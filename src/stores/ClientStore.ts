import { action, makeObservable, observable, runInAction } from 'mobx'
import type { RequestFn } from './ports'

export const TODO_SUMMARY_PATH = 'api/approval/GetToDoApprovalSummary'
export const ERROR_ORDER_COUNT_PATH = 'api/order/GetErrorOrderCount'

export type HomepageBanner = Record<string, unknown>

/** A user coming from the Azgo travel platform (RefId 219); the trace id opens the private hotel home. */
export type AzgoUserInfo = { RefId?: string | number; appkey?: string; AzgoTraceId?: string }

/** Client state (foundations section 3) plus the tab-bar badge counts. */
export class ClientStore {
  hasSubsidyPermission = false
  travelBillCanChange = true
  /** Number of orders in error; the trip tab shows a dot when above 0. */
  hasErrorOrderCount = 0
  /** To-do approvals; the approval tab shows a dot when above 0. Approvers only. */
  todoCount = 0
  needTravelFormVuex = false
  isDossenSale = false
  isDossenOnwer = false
  homepageBanners: HomepageBanner[] = []
  IsPrivilegeStaff = false
  TwPopupShowNum = 0
  enterpriseConfigInfo = { isOpenBonusPoints: false }
  AzgoUserInfo: AzgoUserInfo | null = null

  private readonly request: RequestFn
  private readonly isApprover: () => boolean

  constructor(deps: { request: RequestFn; isApprover: () => boolean }) {
    this.request = deps.request
    this.isApprover = deps.isApprover
    makeObservable(this, {
      hasSubsidyPermission: observable,
      travelBillCanChange: observable,
      hasErrorOrderCount: observable,
      todoCount: observable,
      needTravelFormVuex: observable,
      isDossenSale: observable,
      isDossenOnwer: observable,
      homepageBanners: observable.ref,
      IsPrivilegeStaff: observable,
      TwPopupShowNum: observable,
      enterpriseConfigInfo: observable,
      AzgoUserInfo: observable.ref,
      update: action,
      reset: action,
    })
  }

  update(partial: Partial<Pick<ClientStore, ClientField>>): void {
    Object.assign(this, partial)
  }

  /** Back to the defaults (after logout). */
  reset(): void {
    Object.assign(this, new ClientDefaults())
  }

  /** To-do summary (approvers only) and error-order count; a failing call leaves its count as it was. */
  async refreshBadges(): Promise<void> {
    const todo = this.isApprover()
      ? this.request<{ DataCount?: number } | null>('common', TODO_SUMMARY_PATH, {}).then((result) =>
          Number(result.Data?.DataCount ?? 0),
        )
      : Promise.resolve(0)
    const errors = this.request<number | null>('common', ERROR_ORDER_COUNT_PATH, {}).then((result) => Number(result.Data ?? 0))
    const [todoResult, errorResult] = await Promise.allSettled([todo, errors])
    runInAction(() => {
      if (todoResult.status === 'fulfilled') this.todoCount = finiteOrZero(todoResult.value)
      if (errorResult.status === 'fulfilled') this.hasErrorOrderCount = finiteOrZero(errorResult.value)
    })
  }
}

class ClientDefaults {
  hasSubsidyPermission = false
  travelBillCanChange = true
  hasErrorOrderCount = 0
  todoCount = 0
  needTravelFormVuex = false
  isDossenSale = false
  isDossenOnwer = false
  homepageBanners: HomepageBanner[] = []
  IsPrivilegeStaff = false
  TwPopupShowNum = 0
  enterpriseConfigInfo = { isOpenBonusPoints: false }
  AzgoUserInfo: AzgoUserInfo | null = null
}

export type ClientField = keyof ClientDefaults

const finiteOrZero = (value: number) => (Number.isFinite(value) ? value : 0)
