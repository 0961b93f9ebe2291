import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import { pageEvents } from '@test/shared/taroMock'
import { fail } from '@test/shared/fakeRequest'
import { BASE, loanSummary } from '../testing/fixtures'
import { loanPickSession } from './index'
import { applyLoanOffset, LoanOffsetLine } from './LoanOffsetLine'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

beforeAll(initPxTransform)
beforeEach(() => {
  setLiveRoutes(['expenseControl/costBillNoList'])
  jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
})
afterEach(() => jest.restoreAllMocks())

const balance = (AvailableFen: number) => ({ PaidOutFen: 300000, RepaidFen: 0, OffsetFen: 0, OutstandingFen: AvailableFen, PendingFen: 0, AvailableFen, OpenCount: 1 })

describe('LoanOffsetLine (冲借款 on the reimbursement bill form)', () => {
  it('offers the offset when the member owes; the picked loan is offset up to the bill total', async () => {
    let offsets = 0
    const fake = fakeRoot({
      ...BASE,
      'b2b/CustomerBill/GetMyLoanBalance': balance(200000),
      'b2b/CustomerBill/OffsetLoan': () => (++offsets === 1 ? fail('金额不能超过待还金额 ¥10.00', '4001') : { BillNo: 'BX2026112410001', OffsetFen: 43650, RepayNos: ['HK1'] }),
    })
    await mountWith(fake.root, <LoanOffsetLine root={fake.root} billTotalFen={43650} />)
    await waitForText('冲借款（可冲抵 ¥2,000.00）')
    await clickText('冲借款（可冲抵 ¥2,000.00）')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('costBillNoList') })
    loanPickSession(fake.root).answer(loanSummary())
    pageEvents.hide()
    pageEvents.show()
    await waitForText('冲借款 JK2026112010001 ¥436.50')
    expect(await applyLoanOffset(fake.root, 'BX2026112410001', 43650)).toBe('金额不能超过待还金额 ¥10.00')
    expect(await applyLoanOffset(fake.root, 'BX2026112410001', 43650)).toBe('')
    expect(fake.calls.filter((c) => c.path === 'CustomerBill/OffsetLoan').map((c) => c.body)).toEqual([
      { BillNo: 'BX2026112410001', Items: [{ LoanNo: 'JK2026112010001', AmountFen: 43650 }] },
      { BillNo: 'BX2026112410001', Items: [{ LoanNo: 'JK2026112010001', AmountFen: 43650 }] },
    ])
    expect(await applyLoanOffset(fake.root, 'BX2026112410001', 43650)).toBe('')
    expect(fake.calls.filter((c) => c.path === 'CustomerBill/OffsetLoan')).toHaveLength(2)
  })

  it('shows nothing when nothing is owed', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetMyLoanBalance': balance(0) })
    await mountWith(fake.root, <LoanOffsetLine root={fake.root} billTotalFen={1000} />)
    await flush()
    expect(bodyText()).not.toContain('冲借款')
    expect(fake.calls.some((c) => c.path === 'CustomerBill/GetMyLoanBalance')).toBe(true)
  })
})
