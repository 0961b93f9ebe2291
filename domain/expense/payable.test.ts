import { billMoney, billMoneyOf, isCompanyPaid, offsetOverError } from './payable'

// The 上海 trip of issue 31 item 1: flight, hotel and train paid by the enterprise, a taxi the employee paid, the subsidy.
const trip = [
  { amountFen: 128000, companyPaid: true },
  { amountFen: 96000, companyPaid: true },
  { amountFen: 66200, companyPaid: true },
  { amountFen: 4740, companyPaid: false },
  { amountFen: 42500, companyPaid: false },
]

describe('isCompanyPaid', () => {
  it('is the enterprise account only: the traveller and the hotel desk are paid by the employee', () => {
    expect(isCompanyPaid('enterprise')).toBe(true)
    expect(isCompanyPaid('personal')).toBe(false)
    expect(isCompanyPaid('hotel')).toBe(false)
    expect(isCompanyPaid(null)).toBe(false)
  })
})

describe('billMoney', () => {
  it('shows every cost in the total but owes the employee only the personally paid part', () => {
    expect(billMoney(trip)).toEqual({ totalFen: 337440, companyPaidFen: 290200, reimbursableFen: 47240, offsetFen: 0, payableFen: 47240 })
  })
  it('takes 冲借款 from the owed part only', () => {
    expect(billMoney(trip, 40000)).toMatchObject({ reimbursableFen: 47240, offsetFen: 40000, payableFen: 7240 })
  })
  it('pays nothing for a bill of company-paid costs', () => {
    expect(billMoney(trip.slice(0, 3))).toMatchObject({ totalFen: 290200, reimbursableFen: 0, payableFen: 0 })
  })
  it('is the same from the stored sums', () => {
    expect(billMoneyOf(337440, 290200, 40000)).toEqual(billMoney(trip, 40000))
  })
})

describe('offsetOverError', () => {
  it('lets offsets reach the owed part exactly, and refuses a fen more', () => {
    expect(offsetOverError(47240, 47240)).toBeNull()
    expect(offsetOverError(47240, 47241)).toBe('冲借款金额不能超过应报销金额 ¥472.40（公司已付部分不能冲借款）')
    expect(offsetOverError(0, 1)).toMatch(/¥0.00/)
  })
})
