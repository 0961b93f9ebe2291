import type { CostType } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { ExpenseApi } from '../api/expenseApi'
import { costFormError } from '../domain/costForm'
import { fenToInput, yuanToFen } from '../domain/money'

const MAX_ATTACHMENTS = 9

/** 编辑费用: a new cost, or one of the member's free costs; input is kept when anything fails. */
export class CostFormStore {
  readonly load = new LoadState('费用类型加载失败')
  types: CostType[] = []
  costId: string
  costTypeId = ''
  amountText = ''
  costDate: string
  cityName = ''
  remark = ''
  attachments: string[] = []
  isUploading = false
  isSaving = false
  errorMessage = ''

  constructor(
    private readonly api: Pick<ExpenseApi, 'costTypes' | 'costs' | 'saveCost' | 'uploadImage'>,
    private readonly today: string,
    costId = '',
  ) {
    this.costId = costId
    this.costDate = today
    makeAutoObservable<CostFormStore, 'api' | 'today'>(this, { api: false, today: false, load: false })
  }

  get typeName(): string {
    return this.types.find((t) => t.CostTypeId === this.costTypeId)?.Name ?? ''
  }

  /** Leaf-first choice: the types without children (a parent is a heading). */
  get choosableTypes(): CostType[] {
    const parents = new Set(this.types.map((t) => t.ParentId).filter(Boolean))
    return this.types.filter((t) => !parents.has(t.CostTypeId))
  }

  get remainingSlots(): number {
    return MAX_ATTACHMENTS - this.attachments.length
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      async () => ({ types: await this.api.costTypes(), list: this.costId ? await this.api.costs({}) : null }),
      ({ types, list }) => {
        this.types = types.Items
        const cost = list?.Items.find((c) => c.CostId === this.costId)
        if (cost) {
          this.costTypeId = cost.CostTypeId
          this.amountText = fenToInput(cost.AmountFen)
          this.costDate = cost.CostDate
          this.cityName = cost.CityName
          this.remark = cost.Remark
          this.attachments = [...cost.Attachments]
        } else if (this.costId) {
          this.costId = ''
        }
      },
    )
  }

  set<K extends 'costTypeId' | 'amountText' | 'costDate' | 'cityName' | 'remark'>(field: K, value: string) {
    this[field] = value
  }

  removeAttachment(index: number) {
    this.attachments.splice(index, 1)
  }

  async addAttachments(paths: string[]): Promise<void> {
    const accepted = paths.slice(0, this.remainingSlots)
    if (accepted.length === 0 || this.isUploading) return
    this.isUploading = true
    this.errorMessage = ''
    try {
      for (const path of accepted) {
        const url = await this.api.uploadImage(path)
        runInAction(() => this.attachments.push(url))
      }
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '发票上传失败，请重试')))
    } finally {
      runInAction(() => (this.isUploading = false))
    }
  }

  async save(): Promise<boolean> {
    if (this.isSaving || this.isUploading) return false
    const problem = costFormError(this, this.today)
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSaving = true
    this.errorMessage = ''
    try {
      const saved = await this.api.saveCost({
        ...(this.costId ? { CostId: this.costId } : {}),
        CostTypeId: this.costTypeId,
        AmountFen: yuanToFen(this.amountText) as number,
        CostDate: this.costDate,
        CityName: this.cityName.trim(),
        Remark: this.remark.trim(),
        Attachments: [...this.attachments],
      })
      runInAction(() => (this.costId = saved.CostId))
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '保存失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }
}
