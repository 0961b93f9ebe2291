/** What other features may use from expense: 报销统计 for the 消费明细 page (decision 0710). */
import type { RootStore } from '@/stores/root'
import { saveServedFile } from '@/core/platform/savedFile'
import { createReportApi } from '../api/reportApi'
import { ExpenseReportStore } from '../stores/ExpenseReportStore'

export { ExpenseReportView } from '../components/ExpenseReportView'
export { ExpenseReportStore } from '../stores/ExpenseReportStore'

/** The report's store over the root's request layer, downloading through the platform's file hand-over. */
export function expenseReportStoreOf(root: RootStore, today: () => string): ExpenseReportStore {
  return new ExpenseReportStore(createReportApi(root.request), today, saveServedFile)
}
