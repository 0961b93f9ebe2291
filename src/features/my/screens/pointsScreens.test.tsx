import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, mountWith, typeInto, waitForText } from '@test/shared/render'
import CashbackDetailScreen from './CashbackDetailScreen'
import IntegralDescriptionScreen from './IntegralDescriptionScreen'
import IntegralDetailScreen from './IntegralDetailScreen'
import IntegralScreen from './IntegralScreen'
import InterflowScreen from './InterflowScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const BALANCE = { Balance: 395, TotalEarned: 595, TotalUsed: 200, EnterpriseName: '东呈酒店集团' }
const record = (id: string, points: number, kind: string, title: string) => ({ RecordId: id, Points: points, Kind: kind, Title: title, OrderNo: null, CounterpartName: null, Remark: '', CreatedAt: '2026-05-01T10:00:00+08:00' })
const RECORDS = { Total: 2, Items: [record('2', 95, 'earn', '火车票节省奖励'), record('1', -200, 'redeem', '积分商城兑换 · 保温杯')] }
const RULES = { TransferMin: 1, TransferMax: 10000, Rules: [{ Title: '如何获得积分', Content: '低于差旅标准的部分按每节省 1 元得 1 积分' }] }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'my2.0/integral', 'my2.0/integralDetail', 'my2.0/interflow', 'my2.0/IntegralDescription']))

describe('points screens', () => {
  it('我的积分 shows the balance, the live ways on and the latest records', async () => {
    const { root } = fakeRoot({ 'common/api/bonusPoints/GetMemberPoints': BALANCE, 'common/api/bonusPoints/PagePointsRecords': RECORDS })
    await mountWith(root, <IntegralScreen routeId='my2.0/integral' query={{}} />)
    await waitForText('395')
    expect(bodyText()).toContain('东呈酒店集团 · 可用积分')
    expect(bodyText()).toContain('累计获得 595 · 累计使用 200')
    expect(bodyText()).toContain('积分转赠')
    expect(bodyText()).not.toContain('返现明细')
    expect(bodyText()).toContain('+95')
    expect(bodyText()).toContain('-200')
  })

  it('我的积分 explains a closed enterprise and retries', async () => {
    const fake = fakeRoot({ 'common/api/bonusPoints/GetMemberPoints': fail('企业未开通积分', '4001'), 'common/api/bonusPoints/PagePointsRecords': RECORDS })
    await mountWith(fake.root, <IntegralScreen routeId='my2.0/integral' query={{}} />)
    await waitForText('企业未开通积分')
    fake.table['common/api/bonusPoints/GetMemberPoints'] = BALANCE
    await clickText('重试')
    await waitForText('累计获得 595')
  })

  it('积分明细 asks for the chosen direction', async () => {
    const { root, calls } = fakeRoot({ 'common/api/bonusPoints/PagePointsRecords': RECORDS })
    await mountWith(root, <IntegralDetailScreen routeId='my2.0/integralDetail' query={{}} />)
    await waitForText('火车票节省奖励')
    await clickText('使用')
    await waitForText('积分商城兑换')
    expect(calls.at(-1)?.body).toEqual({ PageIndex: 1, PageSize: 20, Direction: 'out' })
  })

  it('积分明细 says when there is nothing', async () => {
    const { root } = fakeRoot({ 'common/api/bonusPoints/PagePointsRecords': { Total: 0, Items: [] } })
    await mountWith(root, <IntegralDetailScreen routeId='my2.0/integralDetail' query={{}} />)
    await waitForText('暂无积分记录')
  })

  it('积分说明 shows the rules from the server', async () => {
    const { root } = fakeRoot({ 'common/api/bonusPoints/GetPointsRules': RULES })
    await mountWith(root, <IntegralDescriptionScreen routeId='my2.0/IntegralDescription' query={{}} />)
    await waitForText('如何获得积分')
  })

  it('积分转赠 checks the form, keeps it on a refusal and sends a gift once', async () => {
    const fake = fakeRoot({
      'common/api/bonusPoints/GetMemberPoints': BALANCE,
      'common/api/bonusPoints/GetPointsRules': RULES,
      'common/api/bonusPoints/TransferPoints': fail('该手机号不是本企业的员工', '4004'),
    })
    await mountWith(fake.root, <InterflowScreen routeId='my2.0/interflow' query={{}} />)
    await waitForText('可转赠积分')
    await typeInto('请输入同事的手机号', '13800000006')
    await typeInto('请输入转赠积分', '400')
    await clickSelector('.interflow__submit')
    expect(bodyText()).toContain('积分不足，当前可用 395 积分')
    expect(fake.calls.some((c) => c.path.endsWith('TransferPoints'))).toBe(false)
    await typeInto('请输入转赠积分', '95')
    await clickSelector('.interflow__submit')
    await waitForText('该手机号不是本企业的员工')
    expect((document.querySelector('[placeholder="请输入同事的手机号"]') as HTMLInputElement).value).toBe('13800000006')
    fake.table['common/api/bonusPoints/TransferPoints'] = { Balance: 300, ToName: '林同事' }
    await clickSelector('.interflow__submit')
    await waitForText('300')
    const sent = fake.calls.filter((c) => c.path.endsWith('TransferPoints'))
    expect(sent.map((c) => c.options?.headers?.reqId)).toEqual([sent[0].options?.headers?.reqId, sent[0].options?.headers?.reqId])
    expect(sent[1].body).toEqual({ ToPhone: '13800000006', Points: 95 })
    expect(fake.toasts).toContain('已转赠给林同事')
  })

  it('返现明细 shows balance, records and rules', async () => {
    const { root } = fakeRoot({
      'tripwise-m-api/cashback/member/balance': { Balance: 1880, Pending: 960, TotalEarned: 2840 },
      'tripwise-m-api/cashback/info': { Title: '返现说明', WithdrawMinFen: 1000, Rules: ['订单结算完成后转为可用余额'] },
      'tripwise-m-api/cashback/record/page': { Total: 1, Items: [{ RecordId: '1', AmountFen: 960, Kind: 'cashback', Status: 'pending', Title: '酒店返现', OrderNo: 'H1', CreatedAt: '2026-05-01T10:00:00+08:00' }] },
    })
    await mountWith(root, <CashbackDetailScreen routeId='my2.0/cashbackDetail' query={{}} />)
    await waitForText('酒店返现')
    expect(bodyText()).toContain('待结算 ¥9.60')
    expect(bodyText()).toContain('订单结算完成后转为可用余额')
  })
})
