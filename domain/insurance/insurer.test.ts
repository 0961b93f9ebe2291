import { canSupply } from './insurance'
import { claimMoveProblem, MAX_ASKS, payoutText, reviewClaim } from './insurer'

const claim = { kind: 'delay' as const, amountFen: 20_000, sumInsuredFen: 30_000, materials: 2, asks: 0 }

test('materials short: the insurer asks for what is missing, then refuses after MAX_ASKS asks', () => {
  const asked = reviewClaim({ ...claim, materials: 1 })
  expect(asked.to).toBe('NeedMaterials')
  expect(asked.text).toContain('航空公司出具的航班延误证明、登机牌或电子客票行程单')
  expect(asked.text).toContain('已收到1份，共需2份')
  expect(reviewClaim({ ...claim, materials: 1, asks: MAX_ASKS - 1 }).to).toBe('NeedMaterials')
  const refused = reviewClaim({ ...claim, materials: 1, asks: MAX_ASKS })
  expect(refused).toMatchObject({ to: 'Rejected', note: '多次补充后材料仍不齐全（需航空公司出具的航班延误证明、登机牌或电子客票行程单）' })
})

test('a delay is paid its fixed sum; an accident the amount asked within the sum insured', () => {
  expect(reviewClaim(claim)).toEqual({ to: 'Approved', text: '审核通过，核定赔付金额¥300', approvedFen: 30_000 })
  expect(reviewClaim({ ...claim, kind: 'accident', materials: 3, amountFen: 123_456, sumInsuredFen: 300_000_000 })).toMatchObject({ to: 'Approved', approvedFen: 123_456 })
  expect(reviewClaim({ ...claim, kind: 'accident', materials: 2 }).to).toBe('NeedMaterials')
  expect(reviewClaim({ ...claim, kind: 'baggage', materials: 2, amountFen: 50_000, sumInsuredFen: 40_000 })).toMatchObject({ approvedFen: 40_000 })
})

test('an event outside the cover is refused whatever the materials', () => {
  expect(reviewClaim({ ...claim, kind: 'other', materials: 5 })).toMatchObject({ to: 'Rejected', note: '经审核，所述事项不属于保险责任范围' })
})

test('claim moves: forward only, decided claims final', () => {
  expect(claimMoveProblem('Reviewing', 'Approved')).toBe('')
  expect(claimMoveProblem('Reviewing', 'NeedMaterials')).toBe('')
  expect(claimMoveProblem('NeedMaterials', 'Reviewing')).toBe('')
  expect(claimMoveProblem('Approved', 'Paid')).toBe('')
  expect(claimMoveProblem('NeedMaterials', 'Approved')).toBe('理赔需补充材料，不能变为审核通过')
  expect(claimMoveProblem('Reviewing', 'Paid')).toBe('理赔审核中，不能变为已赔付')
  expect(claimMoveProblem('Paid', 'Rejected')).toBe('理赔已赔付，不能变为已拒赔')
  expect(claimMoveProblem('Rejected', 'Reviewing')).toBe('理赔已拒赔，不能变为审核中')
  expect(['Approved', 'Paid', 'Rejected'].map((s) => canSupply(s as never))).toEqual([false, false, false])
  expect(payoutText(30_000)).toBe('赔款¥300已支付至被保险人银行账户')
})
