import { reimbursementLinks } from './reimbursementLinks'

describe('reimbursementLinks', () => {
  const live = new Set(['expenseControl/CreateReimbursementBill', 'bill/CreateReimbursementBill', 'bill/billList'])
  it('prefers the new mode and keeps only live routes', () => {
    expect(reimbursementLinks(true, (id) => live.has(id)).map((l) => l.routeId)).toEqual(['expenseControl/CreateReimbursementBill', 'bill/billList'])
    expect(reimbursementLinks(false, (id) => live.has(id)).map((l) => l.routeId)).toEqual(['bill/CreateReimbursementBill', 'bill/billList'])
  })
  it('is empty when nothing is live', () => {
    expect(reimbursementLinks(true, () => false)).toEqual([])
  })
})
