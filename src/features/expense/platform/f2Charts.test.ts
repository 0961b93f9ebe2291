import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

// F2 as the mini-programs run it (decision 0471): no window or document, only a 2d context, its size, the pixel ratio,
// a frame timer and a small canvas to measure text on. Drawn under Node with @napi-rs/canvas by the app's f2Charts.
describe('f2Charts on a bare 2d context (the mini-program path)', () => {
  it('draws the month columns and the type bars in the brand colour, and nothing for an empty year', () => {
    const root = join(__dirname, '../../../..')
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(root, 'tests/support/expense/drawChartBare.ts')], { cwd: root })
    const drawn = JSON.parse(out.toString()) as { hasDom: boolean; months: number; types: number; empty: number }
    expect(drawn.hasDom).toBe(false)
    // Two columns (436.50 and 120 yuan) and two bars on a 600 × 400 pixel canvas: thousands of brand-coloured pixels.
    expect(drawn.months).toBeGreaterThan(2000)
    expect(drawn.types).toBeGreaterThan(10000)
    expect(drawn.empty).toBe(0)
  }, 120_000)
})
