import type { ChartsSource } from '../components/chartsContext'
import { StatsCanvas } from '../components/StatsCanvas'
import * as f2Charts from './f2Charts'

/**
 * F2 and its canvas for the mini-programs, imported statically: only the subpackage page 记账本 (bill/accountBook,
 * AccountBookScreen) imports this file, so both land in that subpackage and never in the main package (decision 0471).
 */
export const subpackageCharts: ChartsSource = { load: async () => f2Charts, Canvas: StatsCanvas }
