import { costClaimText } from '@domain/expense/billStatus'
import type { CostType } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage, isNetworkFailure } from '../../shared/domain/failureMessage'
import { keepNothing, type KeptLoader } from '../../shared/offline/keptLoader'
import { LoadState } from '../../shared/stores/LoadState'
import type { ExpenseApi } from '../api/expenseApi'
import { costFormError } from '../domain/costForm'
import type { CostDraft } from '../offline/costDrafts'
import { fenToInput, yuanToFen } from '../domain/money'

const MAX_ATTACHMENTS = 9

/** Where a new cost goes when there is no network: kept photos and the outbox (root.outbox, COST_DRAFT). */
export type CostDraftQueue = {
  keepPhoto(path: string): Promise<string>
  enqueue(draft: CostDraft): Promise<unknown>
}

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
  /** Photos picked with no network: kept on the device, uploaded when the cost is sent. */
  localPhotos: string[] = []
  /** The cost was queued to be sent when the network returns. */
  isQueued = false
  isUploading = false
  /** A cost a bill claims (the server refuses any change): shown read-only with the bill and how it reads (issue 35). */
  claimed: { billNo: string; text: string; typeName: string; amountFen: number } | null = null
  isSaving = false
  errorMessage = ''
  /** The form's problem the last save showed ('' none): it clears once fixed. */
  private formProblem = ''

  constructor(
    private readonly api: Pick<ExpenseApi, 'costTypes' | 'costs' | 'saveCost' | 'uploadImage'>,
    private readonly today: string,
    costId = '',
    private readonly offline: { kept?: KeptLoader; drafts?: CostDraftQueue } = {},
  ) {
    this.costId = costId
    this.costDate = today
    makeAutoObservable<CostFormStore, 'api' | 'today' | 'offline'>(this, { api: false, today: false, offline: false, load: false })
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
    return MAX_ATTACHMENTS - this.attachments.length - this.localPhotos.length
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      async () => ({
        types: (await (this.offline.kept ?? keepNothing).load('costTypes', () => this.api.costTypes())).value,
        list: this.costId ? await this.api.costs({}) : null,
      }),
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
          this.claimed = cost.BillNo ? { billNo: cost.BillNo, text: costClaimText(cost.BillNo, cost.BillStatus), typeName: cost.CostTypeName, amountFen: cost.AmountFen } : null
        } else if (this.costId) {
          this.costId = ''
        }
      },
    )
  }

  set<K extends 'costTypeId' | 'amountText' | 'costDate' | 'cityName' | 'remark'>(field: K, value: string) {
    this[field] = value
    // A problem the last save showed clears as soon as the form no longer has it (issue 35).
    if (this.errorMessage && this.errorMessage === this.formProblem && costFormError(this, this.today) !== this.formProblem) this.errorMessage = ''
  }

  removeAttachment(index: number) {
    this.attachments.splice(index, 1)
  }

  removeLocalPhoto(index: number) {
    this.localPhotos.splice(index, 1)
  }

  async addAttachments(paths: string[]): Promise<void> {
    const accepted = paths.slice(0, this.remainingSlots)
    if (accepted.length === 0 || this.isUploading) return
    this.isUploading = true
    this.errorMessage = ''
    try {
      for (const [index, path] of accepted.entries()) {
        try {
          const url = await this.api.uploadImage(path)
          runInAction(() => this.attachments.push(url))
        } catch (error) {
          if (!this.canQueue || !isNetworkFailure(error)) throw error
          const kept = await Promise.all(accepted.slice(index).map((p) => this.offline.drafts!.keepPhoto(p)))
          runInAction(() => {
            this.localPhotos.push(...kept)
            this.errorMessage = '网络不可用，照片已存在本机，联网后随费用一起上传'
          })
          return
        }
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
    this.formProblem = problem
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSaving = true
    this.errorMessage = ''
    if (this.localPhotos.length > 0) return this.queue()
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
      if (this.canQueue && isNetworkFailure(error)) return this.queue()
      runInAction(() => (this.errorMessage = failureMessage(error, '保存失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }

  /** Only a new cost is queued offline; an edit needs the server's copy. */
  private get canQueue(): boolean {
    return Boolean(this.offline.drafts) && !this.costId
  }

  /** Keeps the new cost in the outbox, sent once when the network returns. */
  private async queue(): Promise<boolean> {
    try {
      await this.offline.drafts!.enqueue({
        body: {
          CostTypeId: this.costTypeId,
          AmountFen: yuanToFen(this.amountText) as number,
          CostDate: this.costDate,
          CityName: this.cityName.trim(),
          Remark: this.remark.trim(),
        },
        typeName: this.typeName,
        uploaded: [...this.attachments],
        photos: [...this.localPhotos],
      })
      runInAction(() => (this.isQueued = true))
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '无法保存到本机，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }
}
