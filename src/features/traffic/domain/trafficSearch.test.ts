import type { FlightItem } from '@api/flight'
import type { TrainItem } from '@api/train'
import { flightNote, mergeTraffic, searchError, searchFromQuery, searchToQuery, summarize, trainDateNote } from './trafficSearch'

const bj = { name: '北京', flightCode: 'BJS' }
const sh = { name: '上海', flightCode: 'SHA' }
const train = (no: string, depart: string, minutes: number, seats: [number, number][]): TrainItem => ({
  TrainNo: no, TrainType: 'G', FromStationCode: 'VNP', FromStationName: '北京南', ToStationCode: 'AOH', ToStationName: '上海虹桥', StartStationName: '北京南',
  EndStationName: '上海虹桥', DepartTime: depart, ArriveTime: '12:00', ArriveDayOffset: 0, DurationMinutes: minutes, DistanceKm: 1318,
  Seats: seats.map(([price, left], i) => ({ SeatCode: i === 0 ? 'O' : 'M', SeatName: i === 0 ? '二等座' : '一等座', PriceFen: price, Remaining: left })),
})
const flight = (no: string, depart: string, minutes: number, fen: number) => ({ FlightNo: no, DepartTime: `2099-12-01 ${depart}`, DurationMinutes: minutes, LowestFareFen: fen }) as FlightItem

describe('traffic search', () => {
  it('refuses the same city, a past date and a missing city', () => {
    expect(searchError({ from: bj, to: sh, date: '2099-12-01' }, '2099-11-30')).toBe('')
    expect(searchError({ from: bj, to: bj, date: '2099-12-01' }, '2099-11-30')).toBe('出发城市和到达城市不能相同')
    expect(searchError({ from: bj, to: sh, date: '2099-11-29' }, '2099-11-30')).toBe('出发日期不能早于今天')
    expect(searchError({ from: bj, to: { name: '', flightCode: '' }, date: '2099-12-01' }, '2099-11-30')).toBe('请选择出发城市和到达城市')
  })

  it('trains only within the 15-day presale; flights only between cities with airports', () => {
    expect(trainDateNote('2099-12-14', '2099-11-30')).toBe('')
    expect(trainDateNote('2099-12-15', '2099-11-30')).toBe('火车票仅可预订15天内的车票')
    expect(flightNote({ from: bj, to: sh, date: '2099-12-01' })).toBe('')
    expect(flightNote({ from: { name: '昆山', flightCode: '' }, to: sh, date: '2099-12-01' })).toBe('昆山暂无机场')
  })

  it('merges trains and flights by departure time, then the shorter trip; a mode keeps one kind', () => {
    const trains = [train('G3', '09:00', 270, [[55350, 0], [93600, 3]]), train('G1', '07:00', 268, [[55350, 10]])]
    const flights = [flight('MU5101', '08:00', 135, 98000), flight('CA1501', '07:00', 130, 120000)]
    expect(mergeTraffic(trains, flights).map((i) => i.key)).toEqual(['FCA1501', 'TG1', 'FMU5101', 'TG3'])
    expect(mergeTraffic(trains, flights, 'train').map((i) => i.key)).toEqual(['TG1', 'TG3'])
    expect(mergeTraffic(trains, flights, 'flight').map((i) => i.key)).toEqual(['FCA1501', 'FMU5101'])
    expect(mergeTraffic(trains, []).find((i) => i.key === 'TG3')?.lowestFen).toBe(93600)
    expect(summarize(mergeTraffic(trains, flights, 'flight'))).toEqual({ count: 2, lowestFen: 98000, fastestMinutes: 130 })
    expect(summarize([])).toEqual({ count: 0, lowestFen: null, fastestMinutes: null })
  })

  it('round-trips the query', () => {
    const search = { from: bj, to: sh, date: '2099-12-01' }
    expect(searchFromQuery(searchToQuery(search))).toEqual(search)
    expect(searchFromQuery({ from: '北京', to: '上海', date: 'tomorrow' })).toBeNull()
  })
})
