import type { ChartsSource } from './chartsSource'

/** The mini-programs' main package: no F2 and no canvas code (decision 0471); the view bars are shown. */
export const defaultCharts: ChartsSource = { load: async () => null, Canvas: null }
