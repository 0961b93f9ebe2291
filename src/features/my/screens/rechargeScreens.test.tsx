import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import RechargeListScreen from './RechargeListScreen'
import RechargeScreen from './RechargeScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const TIPS = { BankName: '招商银行上海分行营业部', AccountName: '差旅管家（上海）信息科技有限公司', AccountNo: '121909876510201', BalanceFen: 12_860_050, MinAmountFen: 10000, Tips: ['请使用企业对公账户转账'] }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'my2.0/recharge/index', 'my2.0/recharge/list']))
afterEach(() => jest.restoreAllMocks())

describe('recharge screens', () => {
  it('shows where to transfer and the balance', async () => {
    const { root } = fakeRoot({ 'b2b/Customer/GetRechargeTips': TIPS })
    await mountWith(root, <RechargeScreen routeId='my2.0/recharge/index' query={{}} />)
    await waitForText('121909876510201')
    expect(bodyText()).toContain('¥128,600.50')
  })

  it('an employee is told who may recharge', async () => {
    const { root } = fakeRoot({ 'b2b/Customer/GetRechargeTips': fail('仅企业管理员或财务可以充值', '4003') })
    await mountWith(root, <RechargeScreen routeId='my2.0/recharge/index' query={{}} />)
    await waitForText('仅企业管理员或财务可以充值')
  })

  it('checks the form, keeps it when refused, and opens the records once reported', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({ 'b2b/Customer/GetRechargeTips': TIPS, 'b2b/Customer/RechargeOffline': fail('仅可提交90天内的转账', '4001') })
    await mountWith(fake.root, <RechargeScreen routeId='my2.0/recharge/index' query={{}} />)
    await waitForText('提交转账信息')
    await typeInto('请输入转账金额（元）', '50')
    await clickSelector('.recharge__submit')
    expect(bodyText()).toContain('单笔充值金额不低于100元')
    await typeInto('请输入转账金额（元）', '20000')
    await typeInto('请输入付款户名', '星河智联科技有限公司')
    await typeInto('请输入付款账号', '6222021001008888')
    await clickSelector('.recharge__submit')
    await waitForText('仅可提交90天内的转账')
    expect((document.querySelector('[placeholder="请输入付款户名"]') as HTMLInputElement).value).toBe('星河智联科技有限公司')
    fake.table['b2b/Customer/RechargeOffline'] = { RechargeNo: 'R700002', Status: 'pending' }
    await clickSelector('.recharge__submit')
    for (let i = 0; i < 100 && fake.toasts.length === 0; i += 1) await flush(1)
    const sent = fake.calls.filter((c) => c.path === 'Customer/RechargeOffline')
    expect(sent[1].body).toMatchObject({ AmountFen: 2_000_000, PayerAccount: '6222021001008888' })
    expect(sent[0].options?.headers?.reqId).toBe(sent[1].options?.headers?.reqId)
    expect(fake.toasts).toContain('已提交（R700002），财务核实后到账')
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/my2.0/recharge/list' })
  })

  it('lists the records with their status, or says there are none', async () => {
    const fake = fakeRoot({
      'b2b/Customer/GetRechargeList': { Total: 1, Items: [{ RechargeNo: 'R700001', AmountFen: 5_000_000, PayerName: '星河智联科技有限公司', PayerAccount: '6222021001008888', TransferDate: '2026-05-01', Remark: '', Status: 'credited', MemberName: '王芳', CreatedAt: '2026-05-01T10:00:00+08:00' }] },
    })
    await mountWith(fake.root, <RechargeListScreen routeId='my2.0/recharge/list' query={{}} />)
    await waitForText('星河智联科技有限公司（尾号8888）')
    expect(bodyText()).toContain('已到账')
    expect(bodyText()).toContain('¥50,000.00')
  })
})
