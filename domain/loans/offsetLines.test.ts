import { MAX_OFFSET_LOANS, planOffsetLines } from './offsetLines'

const loan = (loanNo: string, availableFen: number, typedFen: number | null = null) => ({ loanNo, availableFen, typedFen })

describe('planOffsetLines (冲借款 over several loans)', () => {
  it('spreads the bill total over the chosen loans in order, each up to its balance', () => {
    const plan = planOffsetLines([loan('A', 30000), loan('B', 50000), loan('C', 10000)], 60000)
    expect(plan.lines).toEqual([{ loanNo: 'A', amountFen: 30000 }, { loanNo: 'B', amountFen: 30000 }, { loanNo: 'C', amountFen: 0 }])
    expect(plan).toMatchObject({ totalFen: 60000, payFen: 0, error: null })
  })

  it('pays the member what is left when the loans owe less than the bill', () => {
    const plan = planOffsetLines([loan('A', 30000), loan('B', 5000)], 60000)
    expect(plan).toMatchObject({ totalFen: 35000, payFen: 25000, error: null })
  })

  it('keeps typed amounts and lets the other loans take the rest', () => {
    const plan = planOffsetLines([loan('A', 30000), loan('B', 50000, 10000)], 60000)
    expect(plan.lines).toEqual([{ loanNo: 'A', amountFen: 30000 }, { loanNo: 'B', amountFen: 10000 }])
    expect(plan).toMatchObject({ totalFen: 40000, payFen: 20000, error: null })
  })

  it('refuses a typed amount above the loan balance', () => {
    expect(planOffsetLines([loan('B', 5000, 5001)], 60000).error).toBe('借款单B最多可冲抵 ¥50.00')
    expect(planOffsetLines([loan('B', 5000, 5000)], 60000).error).toBeNull()
  })

  it('refuses offsets above the bill total', () => {
    const plan = planOffsetLines([loan('A', 50000, 40000), loan('B', 50000, 30000)], 60000)
    expect(plan).toMatchObject({ totalFen: 70000, payFen: 0, error: '冲借款合计不能超过应报销金额' })
    expect(planOffsetLines([loan('A', 50000, 30000), loan('B', 50000, 30000)], 60000).error).toBeNull()
  })

  it('takes at most ten loans', () => {
    const many = Array.from({ length: MAX_OFFSET_LOANS + 1 }, (_, i) => loan(`L${i}`, 100))
    expect(planOffsetLines(many, 100000).error).toBe('一张报销单最多冲抵10笔借款')
    expect(planOffsetLines(many.slice(0, MAX_OFFSET_LOANS), 100000).error).toBeNull()
  })

  it('offsets nothing on an empty bill', () => {
    expect(planOffsetLines([loan('A', 30000)], 0)).toMatchObject({ totalFen: 0, payFen: 0, error: null })
  })
})
