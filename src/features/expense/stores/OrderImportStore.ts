import type { ImportableOrder } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { InvoiceApi } from '../api/invoiceApi'

/** 导入订单 (accountBookImport): the member's completed orders not yet in the account book, all chosen at first. */
export class OrderImportStore {
  readonly load = new LoadState('订单加载失败')
  orders: ImportableOrder[] = []
  chosen = new Set<string>()
  isImporting = false
  errorMessage = ''

  constructor(private readonly api: Pick<InvoiceApi, 'importableOrders' | 'importOrders'>) {
    makeAutoObservable<OrderImportStore, 'api'>(this, { api: false, load: false })
  }

  get isEmpty(): boolean {
    return this.orders.length === 0
  }

  get chosenFen(): number {
    return this.orders.filter((o) => this.chosen.has(o.OrderNo)).reduce((s, o) => s + o.AmountFen, 0)
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.importableOrders(),
      (data) => {
        this.orders = data.Items
        this.chosen = new Set(data.Items.map((o) => o.OrderNo))
      },
    )
  }

  toggle(orderNo: string) {
    if (this.chosen.has(orderNo)) this.chosen.delete(orderNo)
    else this.chosen.add(orderNo)
  }

  /** Imports the chosen orders; answers how many became costs (0 when nothing happened). */
  async importChosen(): Promise<number> {
    if (this.isImporting) return 0
    if (this.chosen.size === 0) {
      this.errorMessage = '请选择要导入的订单'
      return 0
    }
    this.isImporting = true
    this.errorMessage = ''
    try {
      const done = await this.api.importOrders(this.orders.filter((o) => this.chosen.has(o.OrderNo)).map((o) => o.OrderNo))
      await this.fetch()
      return done.CostIds.length
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '导入失败，请重试')))
      return 0
    } finally {
      runInAction(() => (this.isImporting = false))
    }
  }
}
