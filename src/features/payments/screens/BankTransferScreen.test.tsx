import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import BankTransferScreen from './BankTransferScreen'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const INFO = {
  OrderNo: 'H1',
  AmountFen: 100000,
  AccountName: '星河商旅服务有限公司',
  AccountNo: '110060149018800012345',
  BankName: '交通银行',
  BranchName: '北京分行',
  TransferRemark: '订单H1',
  PayDeadline: '2026-11-30T12:30:00+08:00',
  Notes: ['转账备注请务必填写订单号'],
}

async function mount(answer: unknown) {
  const fake = fakeRoot({ 'b2b/Pay/GetBankTransferInfo': answer })
  await mountWith(fake.root, <BankTransferScreen routeId='payment/bankTransfer' query={{ orderNo: 'H1' }} />)
  return fake
}

beforeAll(initPxTransform)

describe('BankTransferScreen', () => {
  it('shows loading first', async () => {
    await mount(() => new Promise(() => undefined))
    expect(bodyText()).toContain('加载中')
  })

  it('shows the error and retries, then the account and the remark', async () => {
    let attempts = 0
    const { calls } = await mount(() => (++attempts === 1 ? fail('暂不支持对公转账') : INFO))
    await waitForText('暂不支持对公转账')
    await clickText('重试')
    await waitForText('110060149018800012345')
    expect(bodyText()).toContain('¥1,000.00')
    expect(bodyText()).toContain('订单H1')
    expect(bodyText()).toContain('交通银行 北京分行')
    expect(calls[0].body).toEqual({ OrderNo: 'H1' })
  })
})
