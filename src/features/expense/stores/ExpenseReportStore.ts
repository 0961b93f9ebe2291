import type { ExpenseReportData, ExpenseReportGroup } from '@api/expense'
import type { ServedFile } from '@/core/platform/savedFile'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { ReportApi } from '../api/reportApi'
import { periodMonths, type ReportPeriod } from '../domain/reportPeriod'

export type ReportDimension = 'department' | 'costCenter' | 'project'
export const REPORT_DIMENSIONS: readonly { key: ReportDimension; title: string }[] = [
  { key: 'department', title: '按部门' },
  { key: 'costCenter', title: '按成本中心' },
  { key: 'project', title: '按项目' },
]

/** 报销统计 (decision 0710): the period's paid bills, the dimension shown beside the months, and the Excel export. */
export class ExpenseReportStore {
  readonly load = new LoadState('报销统计加载失败')
  data: ExpenseReportData | null = null
  period: ReportPeriod = 'thisMonth'
  dimension: ReportDimension = 'department'
  isExporting = false
  exportError = ''

  constructor(
    private readonly api: ReportApi,
    private readonly today: () => string,
    private readonly save: (file: ServedFile) => Promise<void>,
  ) {
    makeAutoObservable<ExpenseReportStore, 'api' | 'today' | 'save'>(this, { api: false, today: false, save: false, load: false })
  }

  get range() {
    return periodMonths(this.period, this.today())
  }

  get groups(): ExpenseReportGroup[] {
    const data = this.data
    if (!data) return []
    return { department: data.ByDepartment, costCenter: data.ByCostCenter, project: data.ByProject }[this.dimension]
  }

  fetch(): Promise<boolean> {
    const range = this.range
    return this.load.run(() => this.api.report(range), (data) => (this.data = data))
  }

  choosePeriod(period: ReportPeriod): Promise<boolean> {
    this.period = period
    return this.fetch()
  }

  chooseDimension(dimension: ReportDimension): void {
    this.dimension = dimension
  }

  /** The period's report as an Excel workbook, handed to the user (download on H5, the document viewer elsewhere). */
  async exportExcel(): Promise<boolean> {
    if (this.isExporting) return false
    this.isExporting = true
    this.exportError = ''
    try {
      await this.save(await this.api.exportReport(this.range))
      return true
    } catch (error) {
      runInAction(() => (this.exportError = failureMessage(error, '导出失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isExporting = false))
    }
  }
}
