// 记账统计 in the mini-program (decisions 0413, 0471): 我的记账本 in the main package has no F2, so it shows the view
// bars and 查看图表, which opens 记账本 (subpackage pages/bill) where F2 draws both charts into `<canvas type="2d">`
// nodes found with the selector query. The canvases are real (lib/canvas.mjs): the journey checks what the app asked
// the 2d context to write (axis labels in yuan, the cost types, the months) and the bars it drew in the brand colour,
// their count and their lengths in the proportions of the member's costs. DingTalk documents no createOffscreenCanvas
// (F2 measures its text there): its 记账本 shows the view bars in the same proportions.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { colourRuns } from '../lib/canvas.mjs'
import { openMini, shanghaiDay, TARGET } from '../lib/journey.mjs'
import { apiAs, logIn } from '../lib/members.mjs'

const mini = await openMini()
const BRAND = [0x2f, 0x6b, 0xff] // f2Charts.ts
const today = shanghaiDay(0)
const year = today.slice(0, 4)
const thisMonth = Number(today.slice(5, 7))
// The finance member records no costs in the other journeys: these are the year's only ones.
const costs = [
  { type: '住宿费', fen: 60000, date: today },
  { type: '餐饮费', fen: 9000, date: today },
  { type: '交通费', fen: 15000, date: `${year}-01-15` },
]
const yuanOf = (fen) => fen / 100
const byType = costs.map((c) => ({ name: c.type, yuan: yuanOf(c.fen) })).sort((a, b) => b.yuan - a.yuan)
const byMonth = new Map()
for (const c of costs) byMonth.set(Number(c.date.slice(5, 7)), (byMonth.get(Number(c.date.slice(5, 7))) ?? 0) + yuanOf(c.fen))

/** The canvas once F2 has written every label wanted into it. */
const drawn = (id, labels) => mini.waitFor(() => {
  const canvas = mini.host.canvases.get(id)
  const written = canvas?.calls.filter((c) => c.op === 'fillText').map((c) => String(c.args[0])) ?? []
  return labels.every((l) => written.includes(l)) && { ...canvas, written }
}, `canvas #${id} drawn with ${labels.join(', ')}`)

const near = (actual, expected, what) => assert.ok(Math.abs(actual / expected - 1) < 0.03, `${what}: ${actual.toFixed(3)}, expected ${expected.toFixed(3)}`)

test(`${TARGET}: 我的记账本 links to 记账本, which charts the year by month and by cost type`, async () => {
  await logIn(mini, '13800000003')
  const types = (await apiAs(mini, '/expensecontrol/Expense/GetCostTypeList', {})).Items
  for (const c of costs) {
    const type = types.find((t) => t.Name === c.type)
    assert.ok(type, `cost type ${c.type}`)
    await apiAs(mini, '/expensecontrol/Expense/SaveCost', { CostTypeId: type.CostTypeId, AmountFen: c.fen, CostDate: c.date, CityName: '上海', Remark: `${TARGET} 记账统计`, Attachments: [] })
  }

  // The main package: the view bars and every amount as text, no canvas, and the way to the chart.
  await mini.open('/pages/expenseControl/costList')
  await mini.expectText(`${year}年统计 合计 ¥840.00`, '住宿费', '¥600.00', '查看图表')
  assert.equal(mini.count('canvas'), 0, 'no canvas in the main package')
  assert.equal(mini.host.canvases.size, 0)
  await mini.tap('查看图表', { exact: true })
  await mini.expectRoute('pages/bill/accountBook')
  assert.equal(mini.query.stats, '1')

  await mini.expectText(`${year}年统计 合计 ¥840.00`, '交通费', '¥150.00')
  if (TARGET === 'weapp') await drawnByF2()
  else await barsInstead()
  assert.deepEqual(mini.host.errors, [])
})

/** WeChat (2d canvas nodes, createOffscreenCanvas): both charts drawn by F2, the view bars hidden behind them. */
async function drawnByF2() {
  // 记账本: two canvases, and the view bars hidden behind them (the amounts stay as text).
  const months = await drawn('stats-months', [...byMonth.keys()].map((m) => `${m}月`))
  const typesDrawn = await drawn('stats-types', byType.map((t) => t.name))
  assert.deepEqual(mini.select('canvas').map((c) => c.attrs.type), ['2d', '2d'])
  assert.equal(mini.count('.stats__track'), 0, 'the view bars give way to the chart')
  assert.ok(mini.host.calls.some((c) => c.name === 'createOffscreenCanvas'), 'F2 measures text on an offscreen canvas')

  // Sized for the device: 390 px wide, 360rpx high, pixel ratio 3.
  for (const canvas of [months, typesDrawn]) {
    assert.equal(canvas.real.width, 1170, `#${canvas.id} bitmap width`)
    assert.equal(canvas.real.height, Math.round(360 * (390 / 750) * 3), `#${canvas.id} bitmap height`)
    assert.ok(canvas.calls.some((c) => c.op === 'fill' && String(c.fillStyle).toLowerCase() === '#2f6bff'), `#${canvas.id} fills in the brand colour`)
  }

  // The value axis is in yuan: its top tick is above the largest amount and below twice it (fen would be 100 times).
  const ticks = (canvas) => canvas.written.map(Number).filter((n) => Number.isFinite(n))
  const largestType = byType[0].yuan
  assert.ok(Math.max(...ticks(typesDrawn)) >= largestType && Math.max(...ticks(typesDrawn)) < 2 * largestType, `type axis ticks ${ticks(typesDrawn)}`)
  const largestMonth = Math.max(...byMonth.values())
  assert.ok(Math.max(...ticks(months)) >= largestMonth && Math.max(...ticks(months)) < 2 * largestMonth, `month axis ticks ${ticks(months)}`)

  // The bars: one column per month with costs, left to right (January, then this month), heights in proportion.
  const columns = colourRuns(months.real, BRAND).columns
  const monthsWithCosts = [...byMonth.keys()].sort((a, b) => a - b)
  assert.equal(columns.length, monthsWithCosts.length, `brand columns ${JSON.stringify(columns)}`)
  if (thisMonth !== 1) near(columns[1].size / columns[0].size, byMonth.get(thisMonth) / byMonth.get(1), 'this month against January')
  // One bar per cost type, largest on top, lengths in proportion.
  const rows = colourRuns(typesDrawn.real, BRAND).rows
  assert.equal(rows.length, byType.length, `brand bars ${JSON.stringify(rows)}`)
  for (let i = 1; i < byType.length; i += 1) near(rows[0].size / rows[i].size, byType[0].yuan / byType[i].yuan, `${byType[0].name} against ${byType[i].name}`)
}

/**
 * DingTalk documents no createOffscreenCanvas, on which F2 measures its text: 记账本 shows the view bars instead, as
 * long as the chart would (columns by month, bars by type, in proportion), never an empty box, and no 查看图表 to itself.
 */
async function barsInstead() {
  await mini.waitFor(() => mini.count('.stats__track') === byType.length, 'the bars by type')
  assert.equal(mini.count('canvas'), 0)
  assert.equal(mini.host.canvases.size, 0, 'no canvas node was asked for')
  await mini.expectNoText('查看图表')
  const percent = (node) => Number(/width:\s*([\d.]+)%/.exec(String(node.attrs.style))?.[1])
  const widths = mini.select('.stats__bar').map(percent)
  assert.deepEqual(widths, byType.map((t) => Math.max(2, Math.round((t.yuan / byType[0].yuan) * 100))))
  const heights = mini.select('.stats__column').map((n) => Number(/height:\s*([\d.]+)%/.exec(String(n.attrs.style))?.[1]))
  assert.equal(heights.length, 12)
  const largestMonth = Math.max(...byMonth.values())
  assert.deepEqual(heights, Array.from({ length: 12 }, (_, i) => (byMonth.get(i + 1) ? Math.max(2, Math.round((byMonth.get(i + 1) / largestMonth) * 100)) : 0)))
}
