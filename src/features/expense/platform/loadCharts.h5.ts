import type { Charts } from './loadCharts'

/** F2, loaded as its own chunk on the first draw (decision 0413). */
export function loadCharts(): Promise<Charts | null> {
  return import(/* webpackChunkName: "f2-charts" */ './f2Charts')
}
