import type { TrainOrderPassenger } from '@api/train'
import { initialPick, parsePickQuery, pickableTickets, pickedValueFen, pickQuery, togglePick } from './ticketPick'

const ticket = (PassengerId: number, extra: Partial<TrainOrderPassenger> = {}): TrainOrderPassenger => ({
  PassengerId, TicketStatus: 'Valid', TicketStatusText: '已出票', FeeFen: 0, RefundFen: 0, ChangedToOrderNo: '', Name: `乘客${PassengerId}`, IdNoMasked: '', SeatNo: '', PriceFen: 55_300, ...extra,
})
const tickets = [ticket(1), ticket(2), ticket(3, { TicketStatus: 'Refunded' }), ticket(4, { ChangedToOrderNo: 'T2' })]

describe('ticket picking', () => {
  it('only valid tickets not waiting for a change can be picked', () => {
    expect(pickableTickets(tickets).map((p) => p.PassengerId)).toEqual([1, 2])
  })
  it('starts with the asked tickets that can be picked, else all', () => {
    expect(initialPick(tickets)).toEqual([1, 2])
    expect(initialPick(tickets, [2, 3])).toEqual([2])
    expect(initialPick(tickets, [3])).toEqual([1, 2])
  })
  it('toggles one ticket', () => {
    expect(togglePick([1, 2], 1)).toEqual([2])
    expect(togglePick([2], 1)).toEqual([2, 1])
  })
  it('carries ids in a query', () => {
    expect(pickQuery([12, 13])).toBe('12,13')
    expect(parsePickQuery('12,13')).toEqual([12, 13])
    expect(parsePickQuery('')).toEqual([])
    expect(parsePickQuery(undefined)).toEqual([])
    expect(parsePickQuery('x,0,5')).toEqual([5])
  })
  it('values the picked tickets by fare, capped by the money left', () => {
    expect(pickedValueFen(tickets, [1], 110_600)).toBe(55_300)
    expect(pickedValueFen(tickets, [1, 2], 110_600)).toBe(110_600)
    expect(pickedValueFen(tickets, [1, 2], 60_000)).toBe(60_000)
  })
})
