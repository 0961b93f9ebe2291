import { STATION_CHANGE_RULES, stationChangeError, stationChangeStops, stationChangeTicketError } from './stationChange'

const at = (text: string) => new Date(`${text}+08:00`)
const MINUTE = 60_000

describe('变更到站 (12306: same train and date, once, online up to 48 hours before departure)', () => {
  const departAt = at('2026-12-03T09:00:00')
  const ticket = { departAt, isChangedTicket: false, fromIndex: 0, toIndex: 3 }

  it('exactly 48:00 before departure may; 47:59 may not', () => {
    expect(stationChangeError(ticket, 5, new Date(departAt.getTime() - 48 * 60 * MINUTE))).toBe('')
    expect(stationChangeError(ticket, 5, new Date(departAt.getTime() - (48 * 60 - 1) * MINUTE))).toBe('距开车不足48小时，不能在线变更到站，请到车站办理')
  })

  it('once: a ticket changed already (改签 or 变更到站) is refused whatever the time', () => {
    const now = new Date(departAt.getTime() - 10 * 24 * 60 * MINUTE)
    expect(stationChangeTicketError({ departAt, isChangedTicket: true }, now)).toBe('车票已改签或变更到站过一次，不能再变更到站')
    expect(stationChangeError({ ...ticket, isChangedTicket: true }, 5, now)).toBe('车票已改签或变更到站过一次，不能再变更到站')
  })

  it('the new arrival: a stop after the departure, not the old arrival; shorter and longer both allowed', () => {
    const now = new Date(departAt.getTime() - 72 * 60 * MINUTE)
    expect(stationChangeError(ticket, null, now)).toBe('本车次不经停所选车站')
    expect(stationChangeError(ticket, 3, now)).toBe('请选择与原到站不同的车站')
    expect(stationChangeError({ ...ticket, fromIndex: 2 }, 2, now)).toBe('新到站须在出发站之后')
    expect(stationChangeError({ ...ticket, fromIndex: 2 }, 1, now)).toBe('新到站须在出发站之后')
    expect(stationChangeError(ticket, 1, now)).toBe('')
    expect(stationChangeError(ticket, 4, now)).toBe('')
  })

  it('offers the stops after the departure except the arrival', () => {
    const stops = [0, 1, 2, 3, 4, 5].map((index) => ({ index }))
    expect(stationChangeStops(stops, 1, 3).map((s) => s.index)).toEqual([2, 4, 5])
    expect(STATION_CHANGE_RULES[0]).toContain('48小时')
  })
})
