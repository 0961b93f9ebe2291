import type { BillLoanOffset, BillLoanOffsetRequest, Cost } from '@api/expense'
import type { Department } from '@api/common'
import { makeAutoObservable, runInAction } from 'mobx'
import { billMoney, type BillMoney } from '@domain/expense/payable'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { ExpenseApi } from '../api/expenseApi'
import { billFormError, chosenTotal } from '../domain/billForm'

export type CostCenterChoice = { id: string; name: string }
/** A project or a reimbursed member chosen on the form. */
export type NamedChoice = { id: string; name: string }

/** 新建报销单: the member's free costs to choose, title, reason and cost centre; a draft or a submission. */
export class BillFormStore {
  readonly load = new LoadState('报销单加载失败')
  costs: Cost[] = []
  costCenters: CostCenterChoice[] = []
  chosen: string[] = []
  title = ''
  reason = ''
  costCenterId = ''
  /** The bill's project (projectBelong), null for none. */
  project: NamedChoice | null = null
  /** Whom the bill reimburses (checkReimbursementMember), null for the applicant. */
  reimbursedMember: NamedChoice | null = null
  /** The member changed project or reimbursed member: a reload of the bill keeps their choice. */
  private attributionTouched = false
  /** The 冲借款 the bill being edited holds (decision 0360). */
  heldOffsets: BillLoanOffset[] = []
  isSaving = false
  errorMessage = ''

  constructor(
    private readonly api: Pick<ExpenseApi, 'costs' | 'myDepartments' | 'bill' | 'saveBill'>,
    readonly billNo = '',
    /** Costs to start chosen on a new bill (the subsidy just claimed, ?costIds=): taken once, if still free. */
    private preselect: readonly string[] = [],
  ) {
    makeAutoObservable<BillFormStore, 'api' | 'attributionTouched' | 'preselect'>(this, { api: false, load: false, billNo: false, attributionTouched: false, preselect: false })
  }

  get totalFen(): number {
    return chosenTotal(this.costs, this.chosen)
  }

  /** The chosen costs' split (decision 0560): 公司已付 is on the bill but not paid; 冲借款 fits the rest. */
  get money(): BillMoney {
    const chosen = new Set(this.chosen)
    return billMoney(this.costs.filter((c) => chosen.has(c.CostId)).map((c) => ({ amountFen: c.AmountFen, companyPaid: c.CompanyPaid })))
  }

  get costCenterName(): string {
    return this.costCenters.find((c) => c.id === this.costCenterId)?.name ?? ''
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      async () => ({
        free: await this.api.costs({ OnlyFree: true }),
        departments: await this.api.myDepartments(),
        bill: this.billNo ? await this.api.bill(this.billNo) : null,
      }),
      ({ free, departments, bill }) => {
        this.costCenters = costCentersOf(departments.Departments)
        this.costs = [...(bill?.Costs ?? []), ...free.Items]
        if (bill) {
          this.title = bill.Title
          this.reason = bill.Reason
          this.costCenterId = bill.CostCenterId
          this.chosen = bill.Costs.map((c) => c.CostId)
          this.heldOffsets = bill.LoanOffsets
          if (!this.attributionTouched) {
            this.project = bill.ProjectId ? { id: bill.ProjectId, name: bill.ProjectName } : null
            this.reimbursedMember = bill.ReimbursedMemberName !== bill.ApplicantName ? { id: bill.ReimbursedMemberId, name: bill.ReimbursedMemberName } : null
          }
        } else {
          const freeIds = new Set(free.Items.map((c) => c.CostId))
          if (this.preselect.length > 0) this.chosen = this.preselect.filter((id) => freeIds.has(id))
          this.preselect = []
        }
        if (!bill && !this.costCenterId) {
          const preferred = departments.Departments.find((d) => d.IsDefault && d.CostCenterId) ?? departments.Departments.find((d) => d.CostCenterId)
          this.costCenterId = preferred ? String(preferred.CostCenterId) : ''
        }
      },
    )
  }

  toggle(costId: string) {
    this.chosen = this.chosen.includes(costId) ? this.chosen.filter((id) => id !== costId) : [...this.chosen, costId]
  }

  set<K extends 'title' | 'reason' | 'costCenterId'>(field: K, value: string) {
    this[field] = value
  }

  setProject(project: NamedChoice | null) {
    this.project = project
    this.attributionTouched = true
  }

  setReimbursedMember(member: NamedChoice | null) {
    this.reimbursedMember = member
    this.attributionTouched = true
  }

  /**
   * Saves (Submit false: a draft) with its 冲借款 (LoanOffsets omitted: the bill keeps what it holds) and answers
   * the bill number, or null with errorMessage set.
   */
  async save(submit: boolean, loanOffsets?: BillLoanOffsetRequest[]): Promise<string | null> {
    if (this.isSaving) return null
    const problem = billFormError({ title: this.title, costCenterId: this.costCenterId, costIds: this.chosen })
    if (problem) {
      this.errorMessage = problem
      return null
    }
    this.isSaving = true
    this.errorMessage = ''
    try {
      const saved = await this.api.saveBill({
        ...(this.billNo ? { BillNo: this.billNo } : {}),
        Title: this.title.trim(),
        Reason: this.reason.trim(),
        CostCenterId: this.costCenterId,
        ...(this.project ? { ProjectId: this.project.id } : {}),
        ...(this.reimbursedMember ? { ReimbursedMemberId: this.reimbursedMember.id } : {}),
        CostIds: [...this.chosen],
        ...(loanOffsets ? { LoanOffsets: loanOffsets } : {}),
        Submit: submit,
      })
      return saved.BillNo
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '提交失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }
}

/** The distinct cost centres of the member's departments. */
export function costCentersOf(departments: readonly Department[]): CostCenterChoice[] {
  const seen = new Map<string, string>()
  for (const d of departments) if (d.CostCenterId && !seen.has(String(d.CostCenterId))) seen.set(String(d.CostCenterId), d.CostCenterName)
  return [...seen].map(([id, name]) => ({ id, name }))
}
