import type { Cost, Supplier } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { CorporateApi } from '../api/corporateApi'
import type { ExpenseApi } from '../api/expenseApi'
import { corporateFormError } from '../domain/corporateForm'
import { costCentersOf, type CostCenterChoice } from './BillFormStore'

const MAX_ATTACHMENTS = 9

/** 对公报销: pay a supplier for costs of the account book; a draft or a submission (decision 0310). */
export class CorporateFormStore {
  readonly load = new LoadState('对公报销单加载失败')
  costCenters: CostCenterChoice[] = []
  costs: Cost[] = []
  supplier: Supplier | null = null
  attachments: string[] = []
  title = ''
  reason = ''
  costCenterId = ''
  isSaving = false
  isUploading = false
  errorMessage = ''
  /** The form's problem the last save showed ('' none): it clears once fixed. */
  private formProblem = ''

  constructor(
    private readonly api: Pick<ExpenseApi, 'myDepartments' | 'bill' | 'uploadImage'> & Pick<CorporateApi, 'saveCorporateBill'>,
    readonly billNo = '',
  ) {
    makeAutoObservable<CorporateFormStore, 'api'>(this, { api: false, load: false, billNo: false })
  }

  get totalFen(): number {
    return this.costs.reduce((sum, c) => sum + c.AmountFen, 0)
  }

  get remainingSlots(): number {
    return MAX_ATTACHMENTS - this.attachments.length
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      async () => ({ departments: await this.api.myDepartments(), bill: this.billNo ? await this.api.bill(this.billNo) : null }),
      ({ departments, bill }) => {
        this.costCenters = costCentersOf(departments.Departments)
        if (bill) {
          this.title = bill.Title
          this.reason = bill.Reason
          this.costCenterId = bill.CostCenterId
          this.costs = bill.Costs
          this.supplier = bill.Supplier
          this.attachments = bill.Attachments
        } else if (!this.costCenterId) {
          const preferred = departments.Departments.find((d) => d.IsDefault && d.CostCenterId) ?? departments.Departments.find((d) => d.CostCenterId)
          this.costCenterId = preferred ? String(preferred.CostCenterId) : ''
        }
      },
    )
  }

  set<K extends 'title' | 'reason' | 'costCenterId'>(field: K, value: string) {
    this[field] = value
    this.clearFixedProblem()
  }

  setSupplier(supplier: Supplier) {
    this.supplier = supplier
    this.clearFixedProblem()
  }

  setCosts(costs: Cost[]) {
    this.costs = costs
    this.clearFixedProblem()
  }

  private get problem(): string {
    return corporateFormError({ title: this.title, costCenterId: this.costCenterId, costIds: this.costs.map((c) => c.CostId), supplierId: this.supplier?.SupplierId ?? '' })
  }

  /** A problem the last save showed clears as soon as the form no longer has it (issue 35). */
  private clearFixedProblem() {
    if (this.errorMessage && this.errorMessage === this.formProblem && this.problem !== this.formProblem) this.errorMessage = ''
  }

  removeAttachment(url: string) {
    this.attachments = this.attachments.filter((a) => a !== url)
  }

  async addAttachments(paths: readonly string[]): Promise<void> {
    if (this.isUploading) return
    this.isUploading = true
    this.errorMessage = ''
    try {
      for (const path of paths.slice(0, this.remainingSlots)) {
        const url = await this.api.uploadImage(path)
        runInAction(() => this.attachments.push(url))
      }
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '附件上传失败，请重试')))
    } finally {
      runInAction(() => (this.isUploading = false))
    }
  }

  /** Saves (Submit false: a draft) and answers the bill number, or null with errorMessage set; the input stays. */
  async save(submit: boolean): Promise<string | null> {
    if (this.isSaving) return null
    const costIds = this.costs.map((c) => c.CostId)
    const problem = this.problem
    this.formProblem = problem
    if (problem) {
      this.errorMessage = problem
      return null
    }
    this.isSaving = true
    this.errorMessage = ''
    try {
      const saved = await this.api.saveCorporateBill({
        ...(this.billNo ? { BillNo: this.billNo } : {}),
        Title: this.title.trim(),
        Reason: this.reason.trim(),
        CostCenterId: this.costCenterId,
        SupplierId: this.supplier?.SupplierId ?? '',
        CostIds: costIds,
        Attachments: [...this.attachments],
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
