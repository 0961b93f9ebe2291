import { Canvas } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import type { ChartTarget } from '../platform/f2Charts'
import { loadCharts, type Charts } from '../platform/loadCharts'


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

/**
 * A chart drawn by F2 (decision 0413) into a canvas; F2 is loaded on first draw as its own chunk, so the entry and
 * the page's own code do not grow. `drawKey` changes when the data does.
 */
export function StatsCanvas({ id, drawKey, draw }: { id: string; drawKey: string; draw: (charts: Charts, target: ChartTarget) => Promise<() => void> }) {
  const drawRef = useRef(draw)
  drawRef.current = draw
  useEffect(() => {
    let cancelled = false
    let destroy: (() => void) | undefined
    void (async () => {
      const charts = await loadCharts() // null in the mini-programs: F2 is only in the H5 build
      if (!charts || cancelled) return
      const target = h5Target(id)
      if (!target) return
      destroy = await drawRef.current(charts, target)
    })().catch(() => undefined) // the amounts stay readable as text below the chart
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [id, drawKey])
  return <Canvas type='2d' id={id} canvasId={id} className='stats__canvas' />
}
