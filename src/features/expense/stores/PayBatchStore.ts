import type { PayBatchData, PayBatchFileFormat } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import type { ServedFile } from '@/core/platform/savedFile'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { ExpenseApi } from '../api/expenseApi'

type Step = 'previewing' | 'paying' | 'downloading'

/**
 * 批量支付 on the 待支付 tab (decision 0650): finance ticks approved bills, the server's preview gives the count,
 * total and payees to confirm, all of them are paid from one account, and the batch's transfer list downloads.
 * The desk's other file, a month's paid bills as Excel (issue 35 item 4), downloads from here too.
 */
export class PayBatchStore {
  selected: string[] = []
  preview: PayBatchData | null = null
  /** The batch just paid, until its popup is closed. */
  paid: PayBatchData | null = null
  busy: Step | null = null
  /** The month to export (YYYY-MM). */
  month: string
  error = ''

  constructor(
    private readonly api: Pick<ExpenseApi, 'previewPayBatch' | 'payBatch' | 'payBatchFile' | 'exportPaidBills'>,
    private readonly save: (file: ServedFile) => Promise<void>,
    month: string,
  ) {
    this.month = month
    makeAutoObservable<PayBatchStore, 'api' | 'save'>(this, { api: false, save: false })
  }

  isSelected(billNo: string): boolean {
    return this.selected.includes(billNo)
  }

  toggle(billNo: string): void {
    this.selected = this.isSelected(billNo) ? this.selected.filter((no) => no !== billNo) : [...this.selected, billNo]
    this.error = ''
  }

  /** Keeps only ticks of bills still listed (after a reload). */
  keepListed(billNos: readonly string[]): void {
    const listed = new Set(billNos)
    if (this.selected.some((no) => !listed.has(no))) this.selected = this.selected.filter((no) => listed.has(no))
  }

  /** Asks the server what the ticked bills would pay; true when there is something to confirm. */
  async prepare(): Promise<boolean> {
    if (this.selected.length === 0) {
      this.error = '请选择要支付的单据'
      return false
    }
    const preview = await this.step('previewing', () => this.api.previewPayBatch(this.selected))
    runInAction(() => (this.preview = preview))
    return preview !== null
  }

  /** Pays the previewed bills from the account; on success the ticks clear and the batch is shown. */
  async pay(payAccountId: string): Promise<boolean> {
    const billNos = this.preview?.Items.map((i) => i.BillNo) ?? []
    if (billNos.length === 0) return false
    const paid = await this.step('paying', () => this.api.payBatch({ BillNos: billNos, PayAccountId: payAccountId }))
    runInAction(() => {
      this.preview = null
      if (paid) {
        this.paid = paid
        this.selected = []
      }
    })
    return paid !== null
  }

  async download(format: PayBatchFileFormat): Promise<void> {
    const batchNo = this.paid?.BatchNo
    if (!batchNo) return
    await this.step('downloading', async () => this.save(await this.api.payBatchFile({ BatchNo: batchNo, Format: format })))
  }

  setMonth(month: string): void {
    this.month = month
  }

  /** Downloads the month's paid bills as an Excel file. */
  async exportPaid(): Promise<void> {
    const month = this.month
    await this.step('downloading', async () => this.save(await this.api.exportPaidBills({ Month: month })))
  }

  closeResult(): void {
    this.paid = null
  }

  cancelPreview(): void {
    this.preview = null
  }

  private async step<T>(step: Step, task: () => Promise<T>): Promise<T | null> {
    if (this.busy) return null
    this.busy = step
    this.error = ''
    try {
      return await task()
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, step === 'downloading' ? '文件下载失败，请重试' : '支付失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.busy = null))
    }
  }
}
