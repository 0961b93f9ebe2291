import type { SaveSupplierRequest, Supplier } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { supplierProblem } from '@domain/expense/supplier'
import { PagedList } from '../../order/public'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { CorporateApi } from '../api/corporateApi'

const PAGE_SIZE = 20
const EMPTY_DRAFT: SaveSupplierRequest = { Name: '', TaxNo: '', BankName: '', AccountNo: '', ContactName: '', ContactPhone: '' }

/** 选择供应商: the enterprise's suppliers by keyword, and a new one added in place (decision 0311). */
export class SupplierPickStore {
  keyword = ''
  readonly list: PagedList<Supplier>
  isAdding = false
  draft: SaveSupplierRequest = { ...EMPTY_DRAFT }
  isSaving = false
  draftError = ''

  constructor(private readonly api: Pick<CorporateApi, 'suppliers' | 'saveSupplier'>) {
    this.list = new PagedList(async (PageIndex, PageSize) => {
      const keyword = this.keyword.trim()
      const data = await api.suppliers({ PageIndex, PageSize, ...(keyword ? { Keyword: keyword } : {}) })
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

  startAdding() {
    this.isAdding = true
    this.draftError = ''
    if (!this.draft.Name && this.keyword.trim()) this.draft.Name = this.keyword.trim()
  }

  cancelAdding() {
    this.isAdding = false
  }

  setDraft(field: keyof SaveSupplierRequest, value: string) {
    this.draft[field] = field === 'TaxNo' ? value.trim().toUpperCase() : field === 'AccountNo' ? value.replace(/\s/g, '') : value
  }

  /** Saves the new supplier and answers it, or null with draftError set (what was typed stays). */
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
    try {
      const { SupplierId } = await this.api.saveSupplier(body)
      runInAction(() => {
        this.isAdding = false
        this.draft = { ...EMPTY_DRAFT }
      })
      return { SupplierId, ...body }
    } catch (error) {
      runInAction(() => (this.draftError = failureMessage(error, '供应商保存失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }
}
