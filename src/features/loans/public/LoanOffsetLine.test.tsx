import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import { pageEvents } from '@test/shared/taroMock'
import { BASE, loanSummary } from '../testing/fixtures'
import { loanPickSession } from './index'
import { clearLoanOffset, LoanOffsetLine, loanOffsetsFor } from './LoanOffsetLine'

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
  it('offers the offset when the member owes; the picked loan goes with the save, up to the bill total', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetMyLoanBalance': balance(200000) })
    await mountWith(fake.root, <LoanOffsetLine root={fake.root} billTotalFen={43650} />)
    expect(loanOffsetsFor(fake.root, 43650)).toBeUndefined()
    await waitForText('冲借款（可冲抵 ¥2,000.00）')
    await clickText('冲借款（可冲抵 ¥2,000.00）')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('costBillNoList') })
    loanPickSession(fake.root).answer(loanSummary())
    pageEvents.hide()
    pageEvents.show()
    await waitForText('冲借款 JK2026112010001 ¥436.50')
    expect(loanOffsetsFor(fake.root, 43650)).toEqual([{ LoanNo: 'JK2026112010001', AmountFen: 43650 }])
    expect(loanOffsetsFor(fake.root, 500000)).toEqual([{ LoanNo: 'JK2026112010001', AmountFen: 200000 }])
    await clickText('不冲抵')
    expect(loanOffsetsFor(fake.root, 43650)).toEqual([])
    clearLoanOffset(fake.root)
    expect(loanOffsetsFor(fake.root, 43650)).toBeUndefined()
    expect(fake.calls.some((c) => c.path === 'CustomerBill/OffsetLoan')).toBe(false)
  })

  it('shows what an edited bill holds, kept unless the member says 不冲抵', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetMyLoanBalance': balance(0) })
    await mountWith(fake.root, <LoanOffsetLine root={fake.root} billTotalFen={43650} held={[{ LoanNo: 'JK2026112010001', AmountFen: 20000 }]} />)
    await waitForText('冲借款 JK2026112010001 ¥200.00')
    expect(loanOffsetsFor(fake.root, 43650)).toBeUndefined()
    await clickText('不冲抵')
    expect(loanOffsetsFor(fake.root, 43650)).toEqual([])
    await flush()
    expect(bodyText()).not.toContain('冲借款')
  })

  it('shows nothing when nothing is owed', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetMyLoanBalance': balance(0) })
    await mountWith(fake.root, <LoanOffsetLine root={fake.root} billTotalFen={1000} />)
    await flush()
    expect(bodyText()).not.toContain('冲借款')
    expect(fake.calls.some((c) => c.path === 'CustomerBill/GetMyLoanBalance')).toBe(true)
  })
})
