import { Axis, Canvas, Chart, Interval, jsx } from '@antv/f2'
import type { MonthPoint, TypePoint } from '../domain/chartSeries'

/**
 * A 2d context with its size in CSS pixels and the device pixel ratio (H5 canvas or a mini-program canvas node); a
 * mini-program's canvas node also gives the frame timer (there is no window.requestAnimationFrame there).
 */
export type ChartTarget = {
  context: CanvasRenderingContext2D
  width: number
  height: number
  pixelRatio: number
  requestAnimationFrame?: (callback: () => void) => number
  cancelAnimationFrame?: (id: number) => void
  /** A small canvas F2 measures text on (mini-programs have no document to make one). */
  offscreenCanvas?: unknown
}

const BRAND = '#2f6bff'

/** F2's element factory (what its JSX compiles to), loosely typed: its class types do not line up with its own ElementType. */
const el = jsx as unknown as (type: unknown, props: object, ...children: unknown[]) => unknown

async function draw(target: ChartTarget, chart: unknown): Promise<() => void> {
  const { context, width, height, pixelRatio, offscreenCanvas } = target
  const raf = target.requestAnimationFrame ?? ((callback: () => void) => globalThis.requestAnimationFrame(callback))
  const caf = target.cancelAnimationFrame ?? ((id: number) => globalThis.cancelAnimationFrame(id))
  // F2's renderer may still have a frame queued when the chart is destroyed (a redraw, the page closing): that frame
  // must not run on the destroyed scene.
  let alive = true
  const requestAnimationFrame = (callback: () => void) => raf(() => (alive ? callback() : undefined))
  const measure = offscreenCanvas ? { offscreenCanvas: offscreenCanvas as never } : {}
  const canvas = new Canvas({ context, width, height, pixelRatio, animate: false, requestAnimationFrame, cancelAnimationFrame: caf, ...measure, children: chart })
  await canvas.render()
  return () => {
    alive = false
    canvas.destroy()
  }
}

/** 按月: a column per month of the year (F2, decision 0413). */
export function drawMonths(target: ChartTarget, data: MonthPoint[]): Promise<() => void> {
  return draw(target, el(Chart, { data }, el(Axis, { field: 'month' }), el(Axis, { field: 'yuan', tickCount: 4 }), el(Interval, { x: 'month', y: 'yuan', color: BRAND })))
}

/** 按类型: a bar per cost type, largest first (F2, decision 0413). */
export function drawTypes(target: ChartTarget, data: TypePoint[]): Promise<() => void> {
  const ordered = [...data].reverse() // a transposed chart draws its first row at the bottom
  return draw(target, el(Chart, { data: ordered, coord: { transposed: true } }, el(Axis, { field: 'type' }), el(Axis, { field: 'yuan', tickCount: 3 }), el(Interval, { x: 'type', y: 'yuan', color: BRAND })))
}
