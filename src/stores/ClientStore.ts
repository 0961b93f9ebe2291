import { action, makeObservable, observable, runInAction } from 'mobx'
import type { RequestFn } from './ports'

export const TODO_SUMMARY_PATH = 'api/approval/GetToDoApprovalSummary'
export const ERROR_ORDER_COUNT_PATH = 'api/order/GetErrorOrderCount'

export type HomepageBanner = Record<string, unknown>

/** What the to-do count is made of (decision 0410): the 审批 screens label each part apart. */
export type TodoParts = { Orders: number; TravelApplications: number; DailyApplications: number; Bills: number; Loans: number; Repayments: number }
export const NO_TODO: TodoParts = { Orders: 0, TravelApplications: 0, DailyApplications: 0, Bills: 0, Loans: 0, Repayments: 0 }

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
  /** The parts of todoCount: orders, 出差申请, 日常申请, bills, loans and (finance) repayments waiting on the caller. */
  todoParts: TodoParts = NO_TODO
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
      todoParts: observable.ref,
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
      ? this.request<({ DataCount?: number } & Partial<TodoParts>) | null>('common', TODO_SUMMARY_PATH, {}).then((result) => result.Data ?? {})
      : Promise.resolve({})
    const errors = this.request<number | null>('common', ERROR_ORDER_COUNT_PATH, {}).then((result) => Number(result.Data ?? 0))
    const [todoResult, errorResult] = await Promise.allSettled([todo, errors])
    runInAction(() => {
      if (todoResult.status === 'fulfilled') {
        const data: { DataCount?: number } & Partial<TodoParts> = todoResult.value
        this.todoCount = finiteOrZero(Number(data.DataCount ?? 0))
        this.todoParts = {
          Orders: finiteOrZero(Number(data.Orders ?? 0)),
          TravelApplications: finiteOrZero(Number(data.TravelApplications ?? 0)),
          DailyApplications: finiteOrZero(Number(data.DailyApplications ?? 0)),
          Bills: finiteOrZero(Number(data.Bills ?? 0)),
          Loans: finiteOrZero(Number(data.Loans ?? 0)),
          Repayments: finiteOrZero(Number(data.Repayments ?? 0)),
        }
      }
      if (errorResult.status === 'fulfilled') this.hasErrorOrderCount = finiteOrZero(errorResult.value)
    })
  }
}

class ClientDefaults {
  hasSubsidyPermission = false
  travelBillCanChange = true
  hasErrorOrderCount = 0
  todoCount = 0
  todoParts: TodoParts = NO_TODO
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
