import { passengersRefund, selectPassengers } from './passengerRefund'

describe('passengersRefund', () => {
  test('each ticket its own fee and refund, adding up to the totals', () => {
    const r = passengersRefund([{ passengerSeq: 1, valueFen: 80000, feeFen: 8000 }, { passengerSeq: 2, valueFen: 80000, feeFen: 8000 }], 160000)
    expect(r).toEqual({ valueFen: 160000, feeFen: 16000, refundFen: 144000, perTicket: [{ passengerSeq: 1, feeFen: 8000, refundFen: 72000 }, { passengerSeq: 2, feeFen: 8000, refundFen: 72000 }] })
  })

  test('never gives back more than the order holds: the last ticket gives back less', () => {
    const r = passengersRefund([{ passengerSeq: 1, valueFen: 80000, feeFen: 8000 }, { passengerSeq: 2, valueFen: 80000, feeFen: 8000 }], 100000)
    expect(r.valueFen).toBe(100000)
    expect(r.feeFen).toBe(16000)
    expect(r.refundFen).toBe(84000)
    expect(r.perTicket).toEqual([{ passengerSeq: 1, feeFen: 8000, refundFen: 72000 }, { passengerSeq: 2, feeFen: 8000, refundFen: 12000 }])
  })

  test('a fee above a ticket\'s value takes only the value; nothing held gives nothing back', () => {
    expect(passengersRefund([{ passengerSeq: 3, valueFen: 5000, feeFen: 9000 }], 50000).perTicket).toEqual([{ passengerSeq: 3, feeFen: 5000, refundFen: 0 }])
    const none = passengersRefund([{ passengerSeq: 1, valueFen: 80000, feeFen: 0 }], 0)
    expect(none).toEqual({ valueFen: 0, feeFen: 0, refundFen: 0, perTicket: [{ passengerSeq: 1, feeFen: 0, refundFen: 0 }] })
  })
})

describe('selectPassengers', () => {
  const two = (a: 'Valid' | 'Refunded' | 'Changed', b: 'Valid' | 'Refunded' | 'Changed') => [{ seq: 1, status: a }, { seq: 2, status: b }]
  test('none asked: every valid passenger; one of two: not all', () => {
    expect(selectPassengers(two('Valid', 'Valid'), undefined)).toEqual({ ok: true, ids: [1, 2], isAllValid: true })
    expect(selectPassengers(two('Valid', 'Valid'), [2])).toEqual({ ok: true, ids: [2], isAllValid: false })
    expect(selectPassengers(two('Refunded', 'Valid'), [2])).toEqual({ ok: true, ids: [2], isAllValid: true })
  })
  test('a refunded, changed or unknown passenger is refused in flight words', () => {
    expect(selectPassengers(two('Refunded', 'Valid'), [1])).toEqual({ ok: false, message: '所选机票已退票' })
    expect(selectPassengers(two('Changed', 'Valid'), [1])).toEqual({ ok: false, message: '所选机票已改签' })
    expect(selectPassengers(two('Valid', 'Valid'), [5])).toEqual({ ok: false, message: '所选乘机人不在此订单中' })
    expect(selectPassengers(two('Refunded', 'Refunded'), undefined)).toEqual({ ok: false, message: '订单中没有可操作的机票' })
  })
})
