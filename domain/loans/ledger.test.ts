import { amountRefusal, applyMove, availableFen, loanStatusText, planOffsets, reconciles, type LoanLedger } from './ledger'

const fresh: LoanLedger = { paidOutFen: 0, repaidFen: 0, offsetFen: 0, outstandingFen: 0, pendingFen: 0 }
const open = (over: Partial<LoanLedger> = {}): LoanLedger => ({ paidOutFen: 100000, repaidFen: 0, offsetFen: 0, outstandingFen: 100000, pendingFen: 0, ...over })

describe('loan ledger', () => {
  it('reconciles only when paid out = repaid + offset + outstanding and pending fits', () => {
    expect(reconciles(fresh)).toBe(true)
    expect(reconciles(open())).toBe(true)
    expect(reconciles(open({ repaidFen: 1 }))).toBe(false)
    expect(reconciles(open({ pendingFen: 100001 }))).toBe(false)
    expect(reconciles(open({ outstandingFen: -1, repaidFen: 100001 }))).toBe(false)
    expect(reconciles(open({ pendingFen: 0.5 }))).toBe(false)
  })

  it.each([
    [0, 100, '金额须大于0'],
    [-1, 100, '金额须大于0'],
    [1.5, 100, '金额须大于0'],
    [1, 0, '该借款已无待还金额'],
    [101, 100, '金额不能超过待还金额 ¥1.00'],
    [100, 100, null],
    [1, 100, null],
  ])('amount %p against %p available: %p', (amount, available, refusal) => {
    expect(amountRefusal(amount, available)).toBe(refusal)
  })

  it('pays out once', () => {
    expect(applyMove(fresh, 'payOut', 50000)).toEqual({ ...fresh, paidOutFen: 50000, outstandingFen: 50000 })
    expect(applyMove(open(), 'payOut', 50000)).toBe('该借款已支付')
  })

  it('holds a cash repayment, then confirms or releases it', () => {
    const held = applyMove(open(), 'holdRepay', 30000) as LoanLedger
    expect(held).toEqual(open({ pendingFen: 30000 }))
    expect(availableFen(held)).toBe(70000)
    expect(applyMove(held, 'holdRepay', 70001)).toBe('金额不能超过待还金额 ¥700.00')
    expect(applyMove(held, 'offset', 70001)).toBe('金额不能超过待还金额 ¥700.00')
    expect(applyMove(held, 'confirmRepay', 30000)).toEqual(open({ repaidFen: 30000, outstandingFen: 70000 }))
    expect(applyMove(held, 'releaseRepay', 30000)).toEqual(open())
    expect(applyMove(held, 'confirmRepay', 30001)).toBe('还款金额有误')
  })

  it('offsets down to exactly zero, never below, and releases an offset', () => {
    const all = applyMove(open(), 'offset', 100000) as LoanLedger
    expect(all).toEqual(open({ offsetFen: 100000, outstandingFen: 0 }))
    expect(applyMove(all, 'offset', 1)).toBe('该借款已无待还金额')
    expect(applyMove(all, 'releaseOffset', 40000)).toEqual(open({ offsetFen: 60000, outstandingFen: 40000 }))
    expect(applyMove(all, 'releaseOffset', 100001)).toBe('冲借款金额有误')
  })

  it('every sequence of moves keeps the ledger reconciled', () => {
    let l: LoanLedger = applyMove(fresh, 'payOut', 99999) as LoanLedger
    const moves = ['holdRepay', 'offset', 'confirmRepay', 'releaseOffset', 'offset', 'holdRepay', 'releaseRepay'] as const
    for (let i = 0; i < 200; i++) {
      const next = applyMove(l, moves[i % moves.length], (i * 7919) % 40000 + 1)
      if (typeof next !== 'string') l = next
      expect(reconciles(l)).toBe(true)
    }
  })

  it('plans offsets oldest first within what each loan has', () => {
    const loans = [{ loanNo: 'JK1', availableFen: 3000 }, { loanNo: 'JK2', availableFen: 0 }, { loanNo: 'JK3', availableFen: 5000 }]
    expect(planOffsets(loans, 2000)).toEqual({ items: [{ loanNo: 'JK1', amountFen: 2000 }], leftFen: 0 })
    expect(planOffsets(loans, 6000)).toEqual({ items: [{ loanNo: 'JK1', amountFen: 3000 }, { loanNo: 'JK3', amountFen: 3000 }], leftFen: 0 })
    expect(planOffsets(loans, 9000)).toEqual({ items: [{ loanNo: 'JK1', amountFen: 3000 }, { loanNo: 'JK3', amountFen: 5000 }], leftFen: 1000 })
    expect(planOffsets(loans, 0)).toEqual({ items: [], leftFen: 0 })
  })

  it('names a paid-out loan by what is left', () => {
    expect(loanStatusText('审批中', 'Approving', 0)).toBe('审批中')
    expect(loanStatusText('已支付', 'Paid', 1)).toBe('待还款')
    expect(loanStatusText('已支付', 'Paid', 0)).toBe('已还清')
  })
})
