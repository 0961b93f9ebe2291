import type { ChartsSource } from '../components/chartsContext'
import * as f2Charts from './f2Charts'

/**
 * F2 for the mini-programs, imported statically: only the subpackage page 记账本 (bill/accountBook,
 * AccountBookScreen) imports this file, so F2 lands in that subpackage and never in the main package (decision 0471).
 */
export const subpackageCharts: ChartsSource = { load: async () => f2Charts, available: true }
