import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import InvoiceApplicationDetailScreen from './InvoiceApplicationDetailScreen'
import InvoiceApplyScreen from './InvoiceApplyScreen'
import InvoiceHistoryScreen from './InvoiceHistoryScreen'
import InvoiceHomeScreen from './InvoiceHomeScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const ORDERS = [
  { OrderNo: 'F202610250001', ProductType: 5, Title: '上海 - 深圳 MU5331', Description: '', TravelDate: '2026-10-25', AmountFen: 96000 },
  { OrderNo: 'T202610280002', ProductType: 6, Title: '深圳北 - 上海虹桥 G100', Description: '', TravelDate: '2026-10-28', AmountFen: 79300 },
]
const TITLE = { TitleId: '300001', TitleType: 'company', Title: '星河智联科技有限公司', TaxNo: '91350100M000100Y43', BankName: '', BankAccount: '', RegisteredAddress: '', RegisteredPhone: '', IsDefault: true }
const DETAIL = {
  ApplyNo: 'FP202611241230000001', Title: '星河智联科技有限公司', Kind: 'normal', Medium: 'electronic', AmountFen: 175300, OrderCount: 2,
  Status: 'Applied', StatusName: '已申请', CreatedAt: '2026-11-24T12:30:00+08:00', TitleType: 'company', TaxNo: '91350100M000100Y43',
  Email: 'wf@example.com', Mailing: null, Remark: '', Orders: ORDERS,
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['invoice/index', 'invoice/apply', 'invoice/history', 'invoice/title', 'invoice/applyDetail', 'invoice/addTitle']))
afterEach(() => jest.restoreAllMocks())

describe('InvoiceApplyScreen', () => {
  const table = (patch: Record<string, unknown> = {}) => ({
    'tripwise-m-api/member/invoice/orders': { Orders: ORDERS },
    'b2b/Customer/GetInvoiceTitleList': { Titles: [TITLE] },
    'tripwise-m-api/member/invoice/save': { ApplyNo: 'FP202611241230000001', AmountFen: 175300, Status: 'Applied' },
    ...patch,
  })

  it('applies over two orders with the default title and opens the application', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot(table())
    await mountWith(root, <InvoiceApplyScreen routeId='invoice/apply' variant='v1' query={{}} />)
    await waitForText('上海 - 深圳 MU5331', 8000)
    await clickText('全选')
    expect(bodyText()).toContain('¥1,753.00')
    await typeInto('请填写接收邮箱', 'wf@example.com')
    await clickText('提交申请')
    await flush()
    expect(calls.find((c) => c.path === 'member/invoice/save')?.body).toEqual({
      OrderNos: ['F202610250001', 'T202610280002'], TitleId: '300001', Kind: 'normal', Medium: 'electronic', Email: 'wf@example.com',
    })
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/invoice/applyDetail?applyNo=FP202611241230000001' })
  })

  it('checks the form first, then shows a refusal and keeps the choice', async () => {
    const { root, calls } = fakeRoot(table({ 'tripwise-m-api/member/invoice/save': fail('订单F202610250001不可开票或已申请过发票', '4009') }))
    await mountWith(root, <InvoiceApplyScreen routeId='invoice/apply' variant='v1' query={{}} />)
    await waitForText('上海 - 深圳 MU5331', 8000)
    await clickText('提交申请')
    expect(bodyText()).toContain('请选择要开票的订单')
    await clickText('上海 - 深圳 MU5331')
    await clickText('增值税专用发票')
    await clickText('提交申请')
    expect(bodyText()).toContain('开具专用发票需在抬头中填写开户银行、银行账号、注册地址和注册电话')
    await clickText('增值税普通发票')
    await clickText('纸质发票')
    await waitForText('收件地址', 8000)
    await typeInto('请填写收件人', '王芳')
    await typeInto('请填写收件人手机号', '13800000003')
    await typeInto('请填写详细收件地址', '上海市浦东新区')
    await clickText('提交申请')
    await waitForText('订单F202610250001不可开票或已申请过发票', 8000)
    expect(calls.filter((c) => c.path === 'member/invoice/save')).toHaveLength(1)
    expect((document.querySelector('[placeholder="请填写详细收件地址"]') as HTMLInputElement).value).toBe('上海市浦东新区')
  })

  it('says when no order can be invoiced', async () => {
    const { root } = fakeRoot(table({ 'tripwise-m-api/member/invoice/orders': { Orders: [] } }))
    await mountWith(root, <InvoiceApplyScreen routeId='invoice/apply' variant='v1' query={{}} />)
    await waitForText('暂无可开票订单（订单完成后可申请开票）', 8000)
  })
})

describe('InvoiceHistoryScreen and InvoiceApplicationDetailScreen', () => {
  it('lists applications and opens one', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({ 'tripwise-m-api/member/invoice/page': { Total: 1, Items: [DETAIL] } })
    await mountWith(root, <InvoiceHistoryScreen routeId='invoice/history' variant='v1' query={{}} />)
    await waitForText('星河智联科技有限公司', 8000)
    expect(bodyText()).toContain('增值税普通发票 · 电子发票 · 2个订单 · ¥1,753.00')
    await clickText('星河智联科技有限公司')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/invoice/applyDetail?applyNo=FP202611241230000001' })
  })

  it('shows the application and withdraws it', async () => {
    let status = 'Applied'
    const { root, calls } = fakeRoot({
      'tripwise-m-api/member/invoice/detail': () => ({ ...DETAIL, Status: status, StatusName: status === 'Applied' ? '已申请' : '已撤回' }),
      'tripwise-m-api/member/invoice/delete': () => {
        status = 'Withdrawn'
        return null
      },
    })
    await mountWith(root, <InvoiceApplicationDetailScreen routeId='invoice/applyDetail' variant='apply' query={{ applyNo: DETAIL.ApplyNo }} />)
    await waitForText('包含订单（2）', 8000)
    expect(bodyText()).toContain('wf@example.com')
    await clickText('撤回申请')
    await clickText('确定撤回')
    await waitForText('已撤回', 8000)
    expect(calls.some((c) => c.path === 'member/invoice/delete')).toBe(true)
    expect(document.querySelector('.title-form__save')).toBeNull()
  })

  it('the hub offers only live entries; help explains the rules', async () => {
    const { root } = fakeRoot({})
    await mountWith(root, <InvoiceHomeScreen routeId='invoice/index' variant='v1' query={{}} />)
    expect(bodyText()).toContain('申请开票')
    expect(bodyText()).not.toContain('开票帮助')
    await mountWith(root, <InvoiceHomeScreen routeId='invoice/help' variant='help' query={{}} />)
    expect(bodyText()).toContain('同一订单只能申请一次')
  })
})
