import { makeAutoObservable, runInAction } from 'mobx'
import type { ValidateBudgetData } from '@api/common'
import type { CostModuleConfig } from '@api/costs'
import type { Id, ProductType } from '@api/envelope'
import type { CostsApi } from '../api/costsApi'
import { budgetNotes, type BudgetNote } from '../domain/budgetText'
import { costConfirmationText, needsCostConfirmation } from '../domain/costConfirmation'
import { costModuleFailure } from '../domain/costModules'
import type { PickedCostItem } from '../domain/picked'

export type BookingChargeDeps = {
  costs?: Pick<CostsApi, 'costModules' | 'myCostCenters'> & Partial<Pick<CostsApi, 'validateBudget'>>
  /** The product's cost modules and budget lines: 5 flight, 6 train, 7 car, 8 takeout. */
  productType: ProductType
  /** financeOrderWrite variants: the cost centre is required whatever the modules say. */
  requireCostCenter?: boolean
  /** The enterprise's projectCenterSecondaryConfirmation (app config), read when the member submits. */
  projectCenterSecondaryConfirmation?: () => boolean
}

/** What a booking request carries of its cost attribution (ids from the pickers; the names as shown). */
export type ChargeFields = { CostCenterId?: Id; CostCenterName: string; ProjectId?: Id; ProjectName: string }

/** A cost row the form shows: the module's label and placeholder, and whether it must be filled. */
export type CostRow = { label: string; placeholder: string; isRequired: boolean }

/**
 * The cost attribution of a booking form (flight, car, takeout; decision 0480), one place for what every product
 * does: the enterprise's cost modules for the product, the member's default cost centre, the picked cost centre and
 * project, the remaining budget for the amount (common api/Budget/ValidateBudget), the spec's module check on submit
 * and the cost attribution confirmation (isProjectCenterConfirm / projectCenterSecondaryConfirmation, decision 0212).
 */
export class BookingChargeStore {
  costCenter: PickedCostItem | null = null
  project: PickedCostItem | null = null
  modules: CostModuleConfig[] = []
  /** The cost-module list's isProjectCenterConfirm for the product. */
  isProjectCenterConfirm = false
  budget: ValidateBudgetData | null = null
  /** The cost attribution confirmation is open: the form's submit waits for 确认提交. */
  isConfirming = false
  private budgetAsk: { amountFen: number; travelDate: string } | null = null

  constructor(private readonly deps: BookingChargeDeps) {
    makeAutoObservable<BookingChargeStore, 'deps' | 'budgetAsk'>(this, { deps: false, budgetAsk: false })
  }

  /** The row of a cost centre or project module (null when the enterprise hides it or has none). */
  rowOf(type: 'costCenter' | 'project'): CostRow | null {
    const module = this.modules.find((m) => m.Type === type)
    const forced = type === 'costCenter' && this.deps.requireCostCenter === true
    if ((!module || module.IsHide) && !forced) return null
    const isRequired = forced || (module?.IsRequire ?? false)
    return { label: module?.ModelName ?? '成本中心', placeholder: module?.Placeholder || (isRequired ? '必选' : '选填'), isRequired }
  }

  setCostCenter(item: PickedCostItem | null): Promise<void> {
    this.costCenter = item
    return this.refreshBudget()
  }

  setProject(item: PickedCostItem | null): Promise<void> {
    this.project = item
    return this.refreshBudget()
  }

  /**
   * The enterprise's modules for the product and the member's default cost centre (the server checks again), then
   * the remaining budget for the amount and travel date when given.
   */
  async load(budgetFor?: { amountFen: number; travelDate: string }): Promise<void> {
    if (budgetFor) this.budgetAsk = budgetFor
    const costs = this.deps.costs
    if (!costs) return
    try {
      const [modules, mine] = await Promise.all([costs.costModules(this.deps.productType), costs.myCostCenters()])
      runInAction(() => {
        this.modules = modules.Modules
        this.isProjectCenterConfirm = modules.IsProjectCenterConfirm
        const preferred = mine.CostCenters.find((c) => c.IsDefault) ?? mine.CostCenters[0]
        if (!this.costCenter && preferred) this.costCenter = { id: preferred.CostCenterId, code: preferred.CostCenterCode, name: preferred.CostCenterName }
      })
    } catch {
      // the pickers still work; the server checks the modules on submit
    }
    await this.refreshBudget()
  }

  /** The remaining budget of the department, cost centre and project for an amount (again on each pick). */
  checkBudget(amountFen: number, travelDate: string): Promise<void> {
    this.budgetAsk = { amountFen, travelDate }
    return this.refreshBudget()
  }

  private async refreshBudget(): Promise<void> {
    const costs = this.deps.costs
    const ask = this.budgetAsk
    if (!costs?.validateBudget || !ask) return
    try {
      const data = await costs.validateBudget({
        Amount: ask.amountFen,
        ProductType: this.deps.productType,
        TravelDate: ask.travelDate,
        ...(this.costCenter ? { CostCenterId: this.costCenter.id } : {}),
        ...(this.project ? { ProjectId: this.project.id } : {}),
      })
      runInAction(() => (this.budget = data))
    } catch {
      runInAction(() => (this.budget = null))
    }
  }

  get budgetNotes(): BudgetNote[] {
    return budgetNotes(this.budget)
  }

  /** Why the booking cannot be charged like this, in the spec's words; '' when it can. A private booking is not charged. */
  problem(isPrivate = false): string {
    if (isPrivate) return ''
    if (this.deps.requireCostCenter && !this.costCenter) return '请选择成本中心'
    const failure = costModuleFailure(this.modules, { costCenter: this.costCenter, project: this.project, reason: null, text: '' })
    if (failure) return failure
    if (this.budget && !this.budget.IsPass) return this.budget.Message
    return ''
  }

  get confirmationText(): string {
    return costConfirmationText(this.modules, { costCenter: this.costCenter, project: this.project, reason: null, text: '' })
  }

  /**
   * The confirmation every form calls right before it sends: true when the booking may go on now; false when the
   * enterprise asks to confirm the cost attribution first (the confirmation opens; 确认提交 calls again with `confirmed`).
   */
  confirmed(options: { isPrivate?: boolean; confirmed?: boolean } = {}): boolean {
    this.isConfirming = false
    const ask = needsCostConfirmation({
      isProjectCenterConfirm: this.isProjectCenterConfirm,
      projectCenterSecondaryConfirmation: this.deps.projectCenterSecondaryConfirmation?.() ?? false,
      isPrivate: options.isPrivate ?? false,
    })
    if (!ask || options.confirmed) return true
    this.isConfirming = true
    return false
  }

  closeConfirmation(): void {
    this.isConfirming = false
  }

  fields(isPrivate = false): ChargeFields {
    if (isPrivate) return { CostCenterName: '', ProjectName: '' }
    return {
      ...(this.costCenter ? { CostCenterId: this.costCenter.id } : {}),
      CostCenterName: this.costCenter?.name ?? '',
      ...(this.project ? { ProjectId: this.project.id } : {}),
      ProjectName: this.project?.name ?? '',
    }
  }
}
