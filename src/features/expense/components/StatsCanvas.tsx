import { Canvas } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { isH5Build } from '@/core/platform/env'
import type { ChartTarget } from '../platform/f2Charts'
import type { Charts } from '../platform/loadCharts'

/** The H5 canvas behind a Taro Canvas (its host element or the canvas inside it), sized for the device. */
function h5Target(id: string): ChartTarget | null {
  const host = document.getElementById(id)
  const canvas = host instanceof HTMLCanvasElement ? host : host?.querySelector('canvas')
  const rect = canvas?.getBoundingClientRect()
  if (!canvas || !rect || rect.width === 0) return null
  const pixelRatio = window.devicePixelRatio || 1
  canvas.width = Math.round(rect.width * pixelRatio)
  canvas.height = Math.round(rect.height * pixelRatio)
  const context = canvas.getContext('2d')
  return context ? { context, width: rect.width, height: rect.height, pixelRatio } : null
}

type CanvasNode = {
  width: number
  height: number
  getContext(kind: '2d'): CanvasRenderingContext2D | null
  requestAnimationFrame?: (callback: () => void) => number
  cancelAnimationFrame?: (id: number) => void
}
type Rect = { width?: number; height?: number } | null
type NodeAnswer = { node?: CanvasNode } | null

/**
 * The mini-program canvas node of a Taro Canvas type='2d', found after the page has rendered it with the selector
 * query's boundingClientRect and node (both in WeChat 2.7+ and the Alipay-based DingTalk), sized for the device; its
 * own frame timer when it has one, else a 16 ms timer; an offscreen canvas (WeChat 2.16+) to measure text on.
 */
function miniTarget(id: string): Promise<ChartTarget | null> {
  // F2 measures text on a canvas of its own, which it would make with document.createElement: a client without
  // createOffscreenCanvas (DingTalk documents none) cannot draw the chart, and the caller shows the bars.
  if (typeof Taro.createOffscreenCanvas !== 'function') return Promise.resolve(null)
  return new Promise((resolve) => {
    Taro.nextTick(() => {
      const query = Taro.createSelectorQuery()
      query.select(`#${id}`).boundingClientRect()
      query.select(`#${id}`).node()
      query.exec((answers: [Rect, NodeAnswer]) => {
        try {
          resolve(targetOf(answers))
        } catch {
          resolve(null) // a client that fails here gives no chart: the bars are shown, never an empty box
        }
      })
    })
  })
}

/** The chart's target from the query's answers, or null when the page gave no sized 2d canvas node. */
function targetOf(answers: [Rect, NodeAnswer]): ChartTarget | null {
  const rect = answers?.[0]
  const node = answers?.[1]?.node
  if (!node || !rect?.width || !rect.height) return null
  const pixelRatio = Taro.getSystemInfoSync().pixelRatio || 1
  node.width = Math.round(rect.width * pixelRatio)
  node.height = Math.round(rect.height * pixelRatio)
  const context = node.getContext('2d')
  if (!context) return null
  const frames = node.requestAnimationFrame && node.cancelAnimationFrame
    ? { requestAnimationFrame: node.requestAnimationFrame.bind(node), cancelAnimationFrame: node.cancelAnimationFrame.bind(node) }
    : { requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16) as unknown as number, cancelAnimationFrame: (timer: number) => clearTimeout(timer) }
  // F2 measures text on a canvas of its own, which it would make with document.createElement.
  const offscreenCanvas = Taro.createOffscreenCanvas({ type: '2d', width: 10, height: 10 })
  return { context, width: rect.width, height: rect.height, pixelRatio, offscreenCanvas, ...frames }
}

/**
 * A chart drawn by F2 into a canvas (decisions 0413, 0471). F2 comes from `load` (the ChartsContext): on H5 loaded on
 * first draw as its own chunk; in the mini-programs given by the subpackage page that draws it (this file too is only in
 * that subpackage there). `drawKey` changes with the data.
 */
export type StatsCanvasProps = {
  id: string
  drawKey: string
  /** F2, loaded or given (ChartsContext). */
  load: () => Promise<Charts | null>
  draw: (charts: Charts, target: ChartTarget) => Promise<() => void>
  /** The chart could not be drawn (no canvas node, an old client): the caller shows the bars instead. */
  onFailed?: () => void
}

export function StatsCanvas({ id, drawKey, load, draw, onFailed }: StatsCanvasProps) {
  const failedRef = useRef(onFailed)
  failedRef.current = onFailed
  const drawRef = useRef(draw)
  drawRef.current = draw
  useEffect(() => {
    let cancelled = false
    let destroy: (() => void) | undefined
    void (async () => {
      const charts = await load()
      if (!charts || cancelled) return
      const target = isH5Build() ? h5Target(id) : await miniTarget(id)
      if (cancelled) return
      if (!target) throw new Error('no canvas')
      destroy = await drawRef.current(charts, target)
    })().catch(() => {
      if (!cancelled) failedRef.current?.() // the amounts stay readable as text below the chart
    })
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [id, drawKey, load])
  return <Canvas type='2d' id={id} canvasId={id} className='stats__canvas' />
}
