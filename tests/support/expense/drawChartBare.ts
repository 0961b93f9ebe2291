// Draws the account book charts with the app's f2Charts (AntV F2) on a bare 2d context under Node, where, as in a
// mini-program, there is no window, document or global requestAnimationFrame: the context, its size, the pixel ratio,
// a frame timer and a small canvas to measure text on are all F2 gets (StatsCanvas's mini-program path). Prints, per chart, how many pixels are in the
// brand colour, as JSON. Run by src/features/expense/platform/f2Charts.test.ts as
// `node --import tsx tests/support/expense/drawChartBare.ts` (F2's ESM build is not for jsdom).
import { createCanvas } from '@napi-rs/canvas'
import { drawMonths, drawTypes, type ChartTarget } from '../../../src/features/expense/platform/f2Charts'

const WIDTH = 300
const HEIGHT = 200
const RATIO = 2

function target(): { target: ChartTarget; pixels: () => Uint8ClampedArray } {
  const canvas = createCanvas(WIDTH * RATIO, HEIGHT * RATIO)
  const context = canvas.getContext('2d') as unknown as CanvasRenderingContext2D
  return {
    target: {
      context, width: WIDTH, height: HEIGHT, pixelRatio: RATIO,
      requestAnimationFrame: (callback) => setTimeout(callback, 16) as unknown as number,
      cancelAnimationFrame: (id) => clearTimeout(id),
      offscreenCanvas: createCanvas(10, 10),
    },
    pixels: () => canvas.getContext('2d').getImageData(0, 0, WIDTH * RATIO, HEIGHT * RATIO).data,
  }
}

/** Pixels within a small distance of #2f6bff (the bars), after F2's frame has run. */
async function brandPixels(draw: (t: ChartTarget) => Promise<() => void>): Promise<number> {
  const { target: t, pixels } = target()
  const destroy = await draw(t)
  await new Promise((resolve) => setTimeout(resolve, 200))
  const data = pixels()
  let count = 0
  for (let i = 0; i < data.length; i += 4) {
    if (Math.abs(data[i] - 0x2f) < 12 && Math.abs(data[i + 1] - 0x6b) < 12 && Math.abs(data[i + 2] - 0xff) < 12) count++
  }
  destroy()
  return count
}

async function main() {
  const hasDom = typeof (globalThis as { window?: unknown }).window !== 'undefined' || typeof (globalThis as { document?: unknown }).document !== 'undefined'
  const months = Array.from({ length: 12 }, (_, i) => ({ month: `${i + 1}月`, yuan: i === 10 ? 436.5 : i === 3 ? 120 : 0 }))
  const result = {
    hasDom,
    months: await brandPixels((t) => drawMonths(t, months)),
    types: await brandPixels((t) => drawTypes(t, [{ type: '住宿费', yuan: 350 }, { type: '交通费', yuan: 86.5 }])),
    empty: await brandPixels((t) => drawMonths(t, months.map((m) => ({ ...m, yuan: 0 })))),
  }
  process.stdout.write(JSON.stringify(result))
}

void main()
