import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import { pageEvents } from '@test/shared/taroMock'
import { BASE, loanSummary } from '../testing/fixtures'
import { loanPickSession } from './index'
import { clearLoanOffset, LoanOffsetLine, loanOffsetError, loanOffsetsFor } from './LoanOffsetLine'

const HELD = [{ LoanNo: 'JK2026112010001', AmountFen: 20000 }]

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
  it('offers the offset when the member owes; several picked loans share the bill total, then typed amounts', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetMyLoanBalance': balance(250000) })
    await mountWith(fake.root, <LoanOffsetLine root={fake.root} billTotalFen={243650} />)
    expect(loanOffsetsFor(fake.root, 243650)).toBeUndefined()
    await waitForText('冲借款（可冲抵 ¥2,500.00）')
    await clickText('冲借款（可冲抵 ¥2,500.00）')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('costBillNoList') })
    loanPickSession(fake.root).answer(loanSummary())
    pageEvents.hide()
    pageEvents.show()
    await waitForText('冲借款合计 ¥2,000.00，实际支付 ¥436.50')
    await clickText('再选一笔借款 〉')
    loanPickSession(fake.root).answer(loanSummary({ LoanNo: 'JK2026112110002', Reason: '广州出差备用金', AvailableFen: 50000 }))
    pageEvents.hide()
    pageEvents.show()
    await waitForText('冲借款合计 ¥2,436.50，实际支付 ¥0.00')
    expect(loanOffsetsFor(fake.root, 243650)).toEqual([{ LoanNo: 'JK2026112010001', AmountFen: 200000 }, { LoanNo: 'JK2026112110002', AmountFen: 43650 }])
    await typeIntoField('.loan-offset__line input', '1000')
    await waitForText('冲借款合计 ¥1,500.00，实际支付 ¥936.50')
    expect(loanOffsetsFor(fake.root, 243650)).toEqual([{ LoanNo: 'JK2026112010001', AmountFen: 100000 }, { LoanNo: 'JK2026112110002', AmountFen: 50000 }])
    await typeIntoField('.loan-offset__line input', '2000.01')
    await waitForText('借款单JK2026112010001最多可冲抵 ¥2000.00')
    expect(loanOffsetError(fake.root, 243650)).toBe('借款单JK2026112010001最多可冲抵 ¥2000.00')
    await clickText('移除')
    await waitForText('冲借款合计 ¥500.00，实际支付 ¥1,936.50')
    expect(loanOffsetsFor(fake.root, 243650)).toEqual([{ LoanNo: 'JK2026112110002', AmountFen: 50000 }])
    await clickText('不冲抵')
    expect(loanOffsetsFor(fake.root, 243650)).toEqual([])
    clearLoanOffset(fake.root)
    expect(loanOffsetsFor(fake.root, 243650)).toBeUndefined()
    expect(fake.calls.some((c) => c.path === 'CustomerBill/OffsetLoan')).toBe(false)
  })

  it('shows what an edited bill holds, kept unless the member changes it or says 不冲抵', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetMyLoanBalance': balance(0) })
    await mountWith(fake.root, <LoanOffsetLine root={fake.root} billTotalFen={43650} held={HELD} />)
    await waitForText('冲借款合计 ¥200.00，实际支付 ¥236.50')
    expect(bodyText()).toContain('冲借款 JK2026112010001')
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
