import type { SaveSupplierRequest, Supplier, SupplierListItem } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { supplierProblem } from '@domain/expense/supplier'
import { PagedList } from '../../orders/public'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { CorporateApi } from '../api/corporateApi'

const PAGE_SIZE = 20
type DraftField = Exclude<keyof SaveSupplierRequest, 'SupplierId'>
const EMPTY_DRAFT: Record<DraftField, string> = { Name: '', TaxNo: '', BankName: '', AccountNo: '', ContactName: '', ContactPhone: '' }

/**
 * 选择供应商: the enterprise's suppliers by keyword, a new one added in place (decision 0311), and the ones the
 * member manages edited or retired (停用, decision 0411); retired ones are listed on request and never chosen.
 */
export class SupplierPickStore {
  keyword = ''
  includeRetired = false
  readonly list: PagedList<SupplierListItem>
  isAdding = false
  /** The supplier being edited ('' : the form adds a new one). */
  editingId = ''
  draft: Record<DraftField, string> = { ...EMPTY_DRAFT }
  isSaving = false
  draftError = ''
  actionError = ''

  constructor(private readonly api: Pick<CorporateApi, 'suppliers' | 'saveSupplier' | 'retireSupplier'>) {
    this.list = new PagedList(async (PageIndex, PageSize) => {
      const keyword = this.keyword.trim()
      const data = await api.suppliers({ PageIndex, PageSize, ...(keyword ? { Keyword: keyword } : {}), ...(this.includeRetired ? { IncludeRetired: true } : {}) })
      return { items: data.Items, total: data.Total }
    }, (s) => s.SupplierId, PAGE_SIZE, '供应商加载失败')
    makeAutoObservable<SupplierPickStore, 'api'>(this, { api: false, list: false })
  }

  setKeyword(value: string) {
    this.keyword = value
  }

  fetch(): Promise<boolean> {
    return this.list.fetch()
  }

  search(): Promise<boolean> {
    this.list.reset()
    return this.list.fetch()
  }

  clear(): Promise<boolean> {
    this.keyword = ''
    return this.search()
  }

  toggleRetired(): Promise<boolean> {
    this.includeRetired = !this.includeRetired
    return this.search()
  }

  startAdding() {
    this.isAdding = true
    this.editingId = ''
    this.draftError = ''
    if (!this.draft.Name && this.keyword.trim()) this.draft.Name = this.keyword.trim()
  }

  startEditing(supplier: Supplier) {
    this.isAdding = true
    this.editingId = supplier.SupplierId
    this.draftError = ''
    const { Name, TaxNo, BankName, AccountNo, ContactName, ContactPhone } = supplier
    this.draft = { Name, TaxNo, BankName, AccountNo, ContactName, ContactPhone }
  }

  cancelAdding() {
    this.isAdding = false
    if (this.editingId) {
      this.editingId = ''
      this.draft = { ...EMPTY_DRAFT }
    }
  }

  setDraft(field: DraftField, value: string) {
    this.draft[field] = field === 'TaxNo' ? value.trim().toUpperCase() : field === 'AccountNo' ? value.replace(/\s/g, '') : value
  }

  /** Saves the new or edited supplier and answers it, or null with draftError set (what was typed stays). */
  async saveDraft(): Promise<Supplier | null> {
    if (this.isSaving) return null
    const problem = supplierProblem(this.draft)
    if (problem) {
      this.draftError = problem
      return null
    }
    this.isSaving = true
    this.draftError = ''
    const body = { ...this.draft, Name: this.draft.Name.trim(), BankName: this.draft.BankName.trim(), ContactName: this.draft.ContactName.trim() }
    const editingId = this.editingId
    try {
      const { SupplierId } = await this.api.saveSupplier(editingId ? { SupplierId: editingId, ...body } : body)
      runInAction(() => {
        this.isAdding = false
        this.editingId = ''
        this.draft = { ...EMPTY_DRAFT }
      })
      if (editingId) void this.search()
      return { SupplierId, ...body, IsRetired: false }
    } catch (error) {
      runInAction(() => (this.draftError = failureMessage(error, '供应商保存失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }

  /** 停用 (retired true) or 启用 a supplier; the list reloads. */
  async setRetired(supplier: Supplier, retired: boolean): Promise<boolean> {
    this.actionError = ''
    try {
      await this.api.retireSupplier({ SupplierId: supplier.SupplierId, Retired: retired })
      await this.search()
      return true
    } catch (error) {
      runInAction(() => (this.actionError = failureMessage(error, retired ? '停用失败，请重试' : '启用失败，请重试')))
      return false
    }
  }
}
