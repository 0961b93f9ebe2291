import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { cost } from '@test/expense/testBills'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import { drawMonths, drawTypes } from '../platform/f2Charts'
import AccountBookScreen from './AccountBookScreen'
import CostListScreen from './CostListScreen'

// The mini-programs (jest resolves the plain .ts platform files, as weapp and dd do): F2 only where the page provides it.
jest.mock('@/core/platform/env', () => ({ ...jest.requireActual('@/core/platform/env'), isH5Build: () => false }))
jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())
jest.mock('../platform/f2Charts', () => ({ drawMonths: jest.fn(), drawTypes: jest.fn() }))

const YEAR_DATA = (year: number) => ({
  Year: year, TotalFen: 43650,
  ByMonth: Array.from({ length: 12 }, (_, i) => ({ Month: `${year}-${String(i + 1).padStart(2, '0')}`, AmountFen: i === 10 ? 43650 : 0 })),
  ByType: [{ CostTypeName: '住宿费', AmountFen: 35000 }, { CostTypeName: '交通费', AmountFen: 8650 }],
})

type Node = { width: number; height: number; getContext: jest.Mock; requestAnimationFrame: jest.Mock; cancelAnimationFrame: jest.Mock }
const context = { fake: '2d context' }
const offscreen = { fake: 'offscreen canvas' }

/** The canvas nodes a selector query finds (WeChat's canvas type='2d' node: 300 × 200 CSS pixels on a 3x screen). */
function canvasNodes(): { selected: string[]; nodes: Node[] } {
  const selected: string[] = []
  const nodes: Node[] = []
  jest.spyOn(Taro, 'nextTick').mockImplementation(((fn: () => void) => void fn()) as never)
  jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ pixelRatio: 3 } as never)
  jest.spyOn(Taro, 'createOffscreenCanvas').mockReturnValue(offscreen as never)
  jest.spyOn(Taro, 'createSelectorQuery').mockImplementation(() => {
    const asked: string[] = []
    const query = {
      select: (selector: string) => {
        selected.push(selector)
        return { boundingClientRect: () => void asked.push('rect'), node: () => void asked.push('node') }
      },
      exec: (callback: (answers: unknown[]) => void) => {
        const node: Node = { width: 0, height: 0, getContext: jest.fn(() => context), requestAnimationFrame: jest.fn(), cancelAnimationFrame: jest.fn() }
        nodes.push(node)
        callback(asked.map((kind) => (kind === 'rect' ? { width: 300, height: 200 } : { node })))
      },
    }
    return query as never
  })
  return { selected, nodes }
}

beforeAll(initPxTransform)
beforeEach(() => {
  setLiveRoutes(['expenseControl/costList', 'bill/accountBook', 'expenseControl/CreateReimbursementBill', 'expenseControl/accountBookImport', 'expenseControl/editCost'])
  jest.mocked(drawMonths).mockClear().mockResolvedValue(() => undefined)
  jest.mocked(drawTypes).mockClear().mockResolvedValue(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

function root() {
  return fakeRoot({
    'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0,
    'expensecontrol/Expense/GetCostList': { Items: [cost('1')], TotalFen: 8650 },
    'b2b/CustomerBill/GetTripsToReimburse': { Items: [] },
    'expensecontrol/Statistics/GetMyAccountBook': (body: { Year: number }) => YEAR_DATA(body.Year),
  })
}

describe('account book statistics in the mini-programs (decision 0471)', () => {
  it('记账本 (subpackage pages/bill) draws both F2 charts on the canvas nodes, sized for the screen, and scrolls to them when asked', async () => {
    const { selected, nodes } = canvasNodes()
    const scroll = jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mountWith(root().root, <AccountBookScreen routeId='bill/accountBook' variant='bill' query={{ stats: '1' }} />)
    await waitForText('住宿费')
    for (let i = 0; i < 50 && jest.mocked(drawTypes).mock.calls.length === 0; i++) await flush(1)
    expect(selected.sort()).toEqual(['#stats-months', '#stats-months', '#stats-types', '#stats-types'])
    expect(nodes.map((n) => [n.width, n.height])).toEqual([[900, 600], [900, 600]])
    const [monthsTarget, months] = jest.mocked(drawMonths).mock.calls[0]
    expect(monthsTarget).toMatchObject({ context, width: 300, height: 200, pixelRatio: 3, offscreenCanvas: offscreen })
    expect(typeof monthsTarget.requestAnimationFrame).toBe('function')
    expect(months).toHaveLength(12)
    expect(months[10]).toEqual({ month: '11月', yuan: 436.5 })
    expect(jest.mocked(drawTypes).mock.calls[0][1]).toEqual([{ type: '住宿费', yuan: 350 }, { type: '交通费', yuan: 86.5 }])
    expect(scroll).toHaveBeenCalledWith({ selector: '.stats', duration: 300 })
    expect(bodyText()).not.toContain('查看图表')
    expect(bodyText()).toContain('¥350.00') // every type's amount stays readable as text
  })

  it('记账本 shows the bars when the client cannot give a 2d canvas node (an old WeChat or DingTalk)', async () => {
    canvasNodes()
    jest.spyOn(Taro, 'createSelectorQuery').mockImplementation(() => {
      const query = { select: () => ({ boundingClientRect: () => undefined, node: () => undefined }), exec: (callback: (answers: unknown[]) => void) => callback([null, null]) }
      return query as never
    })
    await mountWith(root().root, <AccountBookScreen routeId='bill/accountBook' variant='bill' query={{}} />)
    await waitForText('住宿费')
    for (let i = 0; i < 50 && document.querySelector('.stats__canvas'); i++) await flush(1)
    expect(document.querySelector('.stats__canvas')).toBeNull()
    expect(document.querySelectorAll('.stats__column')).toHaveLength(12)
    expect(document.querySelector('.stats__months--hidden')).toBeNull()
    expect(drawMonths).not.toHaveBeenCalled()
    expect(bodyText()).not.toContain('查看图表') // 记账本 is the chart's page: no link to itself
  })

  it('记账本 shows the bars on a client without createOffscreenCanvas (DingTalk documents none; F2 measures text on it)', async () => {
    const { selected } = canvasNodes()
    const offscreen = Object.getOwnPropertyDescriptor(Taro, 'createOffscreenCanvas')
    Object.defineProperty(Taro, 'createOffscreenCanvas', { value: undefined, configurable: true, writable: true })
    try {
      await mountWith(root().root, <AccountBookScreen routeId='bill/accountBook' variant='bill' query={{}} />)
      await waitForText('住宿费')
      for (let i = 0; i < 50 && document.querySelector('.stats__canvas'); i++) await flush(1)
      expect(document.querySelector('.stats__canvas')).toBeNull()
      expect(document.querySelectorAll('.stats__column')).toHaveLength(12)
      expect(selected).toEqual([])
      expect(drawMonths).not.toHaveBeenCalled()
    } finally {
      if (offscreen) Object.defineProperty(Taro, 'createOffscreenCanvas', offscreen)
      else delete (Taro as { createOffscreenCanvas?: unknown }).createOffscreenCanvas
    }
  })

  it('我的记账本 (main package) keeps the bars, never loads F2, and opens 记账本 for the chart', async () => {
    canvasNodes()
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mountWith(root().root, <CostListScreen routeId='expenseControl/costList' variant='expense' query={{}} />)
    await waitForText('查看图表')
    expect(document.querySelectorAll('.stats__column')).toHaveLength(12)
    expect(document.querySelector('.stats__canvas')).toBeNull()
    await clickText('查看图表')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/bill/accountBook?stats=1' })
    expect(drawMonths).not.toHaveBeenCalled()
  })
})
