import type { ComponentType } from 'react'
import type { Charts } from '../platform/loadCharts'
import type { StatsCanvasProps } from './StatsCanvas'

/**
 * Where the account book's charts come from (decision 0471): F2 and the canvas that draws it. By default
 * (chartsDefault.h5.ts / chartsDefault.ts): on H5 F2 as a lazy chunk; in the mini-programs nothing, so that a
 * main-package page pulls in neither F2 nor the canvas code. A subpackage page (记账本, bill/accountBook) provides
 * both itself (platform/subpackageCharts.ts), so the mini-programs draw there.
 */
export type ChartsSource = {
  load: () => Promise<Charts | null>
  /** null: no chart on this page; the view bars are shown. */
  Canvas: ComponentType<StatsCanvasProps> | null
}
