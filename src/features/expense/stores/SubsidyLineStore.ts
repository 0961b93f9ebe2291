import type { SubsidyLineDetail, SubsidyLineDay } from '@api/subsidy'
import { applyLineEdit, type LineHalf, type SubsidyItem } from '@domain/expense/subsidyLine'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { SubsidyApi } from '../api/subsidyApi'

export type SubsidyLineDeps = { api: Pick<SubsidyApi, 'line' | 'saveLine'>; createReqId: () => string }
type DayEdit = { keep: boolean; deducted: SubsidyItem[] }

const halvesOf = (day: SubsidyLineDay, edit: DayEdit | undefined): LineHalf[] =>
  day.Halves.map((half) => ({
    date: day.Date,
    half,
    items: day.Itemised ? { meal: day.MealFen, transport: day.TransportFen, communication: day.CommunicationFen } : null,
    deducted: edit?.deducted ?? day.Deducted,
    // a half without items keeps what it paid: the day's amount split as the server splits it
    amountFen: day.Halves.length === 1 ? day.AmountFen : half === 0 ? Math.floor(day.AmountFen / 2) : day.AmountFen - Math.floor(day.AmountFen / 2),
  }))

/**
 * 编辑补贴费用: the subsidy cost's days; the member drops days not on business and deducts items a host
 * provided (餐补, 交通, 通讯). The new amount is worked out as the server will (it can only shrink).
 */
export class SubsidyLineStore {
  readonly load = new LoadState('补贴费用加载失败')
  line: SubsidyLineDetail | null = null
  edits = new Map<string, DayEdit>()
  remark = ''
  isSaving = false
  errorMessage = ''
  private reqId: string | null = null

  constructor(
    private readonly deps: SubsidyLineDeps,
    readonly costId: string,
  ) {
    makeAutoObservable<SubsidyLineStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false, load: false, costId: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.deps.api.line(this.costId),
      (line) => {
        this.line = line
        this.remark = line.Remark
        this.edits = new Map(line.Days.map((d) => [d.Date, { keep: true, deducted: [...d.Deducted] }]))
      },
    )
  }

  editOf(date: string): DayEdit {
    return this.edits.get(date) ?? { keep: true, deducted: [] }
  }

  toggleKeep(date: string) {
    const edit = this.editOf(date)
    this.edits = new Map(this.edits).set(date, { ...edit, keep: !edit.keep })
    this.errorMessage = ''
  }

  toggleItem(date: string, item: SubsidyItem) {
    const edit = this.editOf(date)
    const deducted = edit.deducted.includes(item) ? edit.deducted.filter((i) => i !== item) : [...edit.deducted, item]
    this.edits = new Map(this.edits).set(date, { ...edit, deducted })
    this.errorMessage = ''
  }

  setRemark(text: string) {
    this.remark = text
  }

  /** The amount and days after the edit, or the reason the edit cannot be saved. */
  get outcome(): { fen: number; dayCount: number; problem: string } {
    if (!this.line) return { fen: 0, dayCount: 0, problem: '' }
    try {
      const halves = this.line.Days.flatMap((d) => halvesOf(d, this.edits.get(d.Date)))
      const result = applyLineEdit(halves, [...this.edits.entries()].map(([date, e]) => ({ date, ...e })))
      return { fen: result.amountFen, dayCount: result.dayCount, problem: '' }
    } catch (error) {
      return { fen: 0, dayCount: 0, problem: (error as Error).message }
    }
  }

  async save(): Promise<boolean> {
    if (this.isSaving || !this.line) return false
    const problem = this.outcome.problem
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.reqId ??= this.deps.createReqId()
    this.isSaving = true
    this.errorMessage = ''
    try {
      const Days = [...this.edits.entries()].map(([Date, e]) => ({ Date, Keep: e.keep, Deducted: e.deducted }))
      await this.deps.api.saveLine({ CostId: this.costId, Days, Remark: this.remark.trim() }, this.reqId)
      runInAction(() => (this.reqId = null))
      await this.fetch()
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '保存失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }
}
