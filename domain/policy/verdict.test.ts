import { approvalNeed, cheapestWithin, isBookable } from './verdict'

describe('policy verdict helpers', () => {
  it('only a block forbids booking', () => {
    expect(isBookable({ action: 'allow' })).toBe(true)
    expect(isBookable({ action: 'requireReason' })).toBe(true)
    expect(isBookable({ action: 'requireApproval' })).toBe(true)
    expect(isBookable({ action: 'block' })).toBe(false)
  })

  it('finds the cheapest option within, or none', () => {
    const seats = [{ name: '一等座', fen: 93300 }, { name: '二等座', fen: 55300 }, { name: '商务座', fen: 174800 }, { name: '无座', fen: 55300 }]
    const within = (s: { name: string }) => s.name === '二等座' || s.name === '一等座'
    expect(cheapestWithin(seats, within, (s) => s.fen)?.name).toBe('二等座')
    expect(cheapestWithin(seats, () => false, (s) => s.fen)).toBeNull()
    expect(cheapestWithin([] as typeof seats, within, (s) => s.fen)).toBeNull()
  })

  it.each([
    ['within, within budget', [{ status: 'within', action: 'allow' }], false, null],
    ['over a standard that allows', [{ status: 'over', action: 'allow' }], false, null],
    ['over a standard that asks a reason', [{ status: 'over', action: 'requireReason' }], false, 'overStandard'],
    ['over a standard that asks approval', [{ status: 'within', action: 'allow' }, { status: 'over', action: 'requireApproval' }], false, 'required'],
    ['over a warning budget', [], true, 'required'],
  ] as const)('approval need: %s', (_name, verdicts, isOverBudget, need) => {
    expect(approvalNeed(verdicts, isOverBudget)).toBe(need)
  })
})
