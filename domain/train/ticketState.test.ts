import { mixedOrderStatusText, selectTickets, ticketStatusText, ticketsRefundMoney, type TicketState } from './ticketState'

const two = (a: TicketState['status'], b: TicketState['status']): TicketState[] => [{ id: 11, status: a }, { id: 12, status: b }]

describe('ticketStatusText', () => {
  it('a valid ticket shows the order status, an ended one its own end', () => {
    expect(ticketStatusText('Confirmed', 'Valid')).toBe('已出票')
    expect(ticketStatusText('Confirming', 'Valid')).toBe('出票中')
    expect(ticketStatusText('Confirmed', 'Refunded')).toBe('已退票')
    expect(ticketStatusText('Confirmed', 'Changed')).toBe('已改签')
    expect(ticketStatusText('Cancelled', 'Valid', true)).toBe('已改签')
    expect(ticketStatusText('Confirmed', 'Valid', false, true)).toBe('改签中')
  })
})

describe('mixedOrderStatusText', () => {
  it.each([
    [two('Valid', 'Valid'), '已出票'],
    [two('Valid', 'Refunded'), '部分退票'],
    [two('Changed', 'Valid'), '部分改签'],
    [[...two('Changed', 'Valid'), { id: 13, status: 'Refunded' }] as TicketState[], '部分退改'],
  ])('issued order with %j is %s', (tickets, text) => {
    expect(mixedOrderStatusText('Confirmed', tickets)).toBe(text)
  })
  it('an order whose tickets all ended keeps its own status text', () => {
    expect(mixedOrderStatusText('Refunded', two('Refunded', 'Refunded'))).toBe('已退票')
    expect(mixedOrderStatusText('Cancelled', two('Changed', 'Refunded'), true)).toBe('已改签')
  })
  it('an issued order whose tickets all ended on their own says how', () => {
    expect(mixedOrderStatusText('Confirmed', two('Changed', 'Refunded'))).toBe('已退改')
    expect(mixedOrderStatusText('Confirmed', two('Changed', 'Changed'))).toBe('已改签')
  })
})

describe('selectTickets', () => {
  it('no ids: every valid ticket, the whole order', () => {
    expect(selectTickets(two('Valid', 'Valid'), undefined)).toEqual({ ok: true, ids: [11, 12], isAllValid: true })
    expect(selectTickets(two('Refunded', 'Valid'), [])).toEqual({ ok: true, ids: [12], isAllValid: true })
  })
  it('one of two valid tickets is a part of the order', () => {
    expect(selectTickets(two('Valid', 'Valid'), [12])).toEqual({ ok: true, ids: [12], isAllValid: false })
    expect(selectTickets(two('Valid', 'Valid'), [12, 11, 12])).toEqual({ ok: true, ids: [11, 12], isAllValid: true })
  })
  it('the last valid ticket ends the order', () => {
    expect(selectTickets(two('Changed', 'Valid'), [12])).toEqual({ ok: true, ids: [12], isAllValid: true })
  })
  it('refuses a ticket of another order or one already ended', () => {
    expect(selectTickets(two('Valid', 'Valid'), [99])).toEqual({ ok: false, message: '所选乘客不在此订单中' })
    expect(selectTickets(two('Refunded', 'Valid'), [11])).toEqual({ ok: false, message: '所选车票已退票' })
    expect(selectTickets(two('Changed', 'Valid'), [11])).toEqual({ ok: false, message: '所选车票已改签' })
    expect(selectTickets(two('Changed', 'Refunded'), undefined)).toEqual({ ok: false, message: '订单中没有可操作的车票' })
  })
})

describe('ticketsRefundMoney', () => {
  const ticket = (fareFen: number, feeFen: number) => ({ fareFen, feeFen })
  it('fee per ticket on the chosen tickets only', () => {
    expect(ticketsRefundMoney([ticket(55_300, 5_500)], 110_600)).toEqual({ valueFen: 55_300, feeFen: 5_500, refundFen: 49_800 })
    expect(ticketsRefundMoney([ticket(55_300, 0), ticket(55_300, 0)], 110_600)).toEqual({ valueFen: 110_600, feeFen: 0, refundFen: 110_600 })
  })
  it('each ticket at its own fare: a 上铺 and a 下铺 of one order (decision 0780)', () => {
    expect(ticketsRefundMoney([ticket(30_400, 1_500), ticket(32_500, 1_650)], 62_900)).toEqual({ valueFen: 62_900, feeFen: 3_150, refundFen: 59_750 })
  })
  it('never more than the money still held', () => {
    expect(ticketsRefundMoney([ticket(55_300, 5_500)], 30_000)).toEqual({ valueFen: 30_000, feeFen: 5_500, refundFen: 24_500 })
    expect(ticketsRefundMoney([ticket(1_000, 2_000)], 1_000)).toEqual({ valueFen: 1_000, feeFen: 1_000, refundFen: 0 })
    expect(ticketsRefundMoney([ticket(1_000, 200)], -50)).toEqual({ valueFen: 0, feeFen: 0, refundFen: 0 })
  })
})
