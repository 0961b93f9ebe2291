import type { ChartsSource } from '../components/chartsContext'
import { StatsCanvas } from '../components/StatsCanvas'
import { loadCharts } from './loadCharts'

/** On H5 every page loads F2 lazily, as its own chunk (decision 0413): the same source as the default. */
export const subpackageCharts: ChartsSource = { load: loadCharts, Canvas: StatsCanvas }
