import { loadCharts } from '../platform/loadCharts'
import type { ChartsSource } from './chartsSource'
import { StatsCanvas } from './StatsCanvas'

/** H5: every page draws the charts, F2 loaded on first draw as its own chunk (decision 0413). */
export const defaultCharts: ChartsSource = { load: loadCharts, Canvas: StatsCanvas }
