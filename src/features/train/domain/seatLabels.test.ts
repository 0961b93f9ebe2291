import type { TrainItem } from '@api/train'
import { arrangeTrains, berthFareNote, durationText, remainingText, seatNote, stationMark } from './seatLabels'

const train = (no: string, type: TrainItem['TrainType'], depart: string, minutes: number, fen: number): TrainItem => ({
  TrainNo: no, TrainType: type, FromStationCode: 'VNP', FromStationName: '北京南', ToStationCode: 'AOH', ToStationName: '上海虹桥', StartStationName: '北京南',
  EndStationName: '上海虹桥', DepartTime: depart, ArriveTime: '12:00', ArriveDayOffset: 0, DurationMinutes: minutes, DistanceKm: 1318,
  Seats: [{ SeatCode: 'O', SeatName: '二等座', PriceFen: fen, Remaining: 5 }],
})

describe('train seat labels and list order', () => {
  it.each([
    ['硬卧', '下铺'], ['软卧', '下铺'], ['一等卧', '下铺'], ['二等卧', '下铺'], ['无座', '成功率提高40%'], ['二等座', ''], ['硬座', ''],
  ])('%s → %s', (name, note) => expect(seatNote(name)).toBe(note))
  it.each([
    ['硬卧', '下铺价，出票后按实际铺位退差价'], ['软卧', '下铺价，出票后按实际铺位退差价'], ['二等卧', '下铺价，出票后按实际铺位退差价'], ['二等座', ''], ['无座', ''],
  ])('%s fare note → %s', (name, note) => expect(berthFareNote(name)).toBe(note))
  it.each([[0, '无'], [-1, '无'], [3, '3张'], [19, '19张'], [20, '有']])('%i left → %s', (n, text) => expect(remainingText(n)).toBe(text))
  it('duration', () => expect(durationText(268)).toBe('4时28分'))
  const list = [train('K101', 'K', '06:00', 900, 15000), train('G3', 'G', '08:00', 300, 60000), train('G1', 'G', '07:00', 270, 55000)]
  it('sorts earliest, fastest, cheapest', () => {
    expect(arrangeTrains(list, 'earliest', false).map((t) => t.TrainNo)).toEqual(['K101', 'G1', 'G3'])
    expect(arrangeTrains(list, 'fastest', false).map((t) => t.TrainNo)).toEqual(['G1', 'G3', 'K101'])
    expect(arrangeTrains(list, 'cheapest', false).map((t) => t.TrainNo)).toEqual(['K101', 'G1', 'G3'])
  })
  it('keeps only G/D/C when only high-speed', () => expect(arrangeTrains(list, 'earliest', true).map((t) => t.TrainNo)).toEqual(['G1', 'G3']))
  it('marks 始/过/终', () => {
    expect(stationMark('北京南', '北京南', '上海虹桥')).toBe('始')
    expect(stationMark('上海虹桥', '北京南', '上海虹桥')).toBe('终')
    expect(stationMark('南京南', '北京南', '上海虹桥')).toBe('过')
  })
})
