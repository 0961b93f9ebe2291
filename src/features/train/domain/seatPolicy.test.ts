import type { TrainItem } from '@api/train'
import type { TrainStandard } from '@domain/policy/train'
import { seatVerdict } from './seatPolicy'

const standard: TrainStandard = {
  seatClasses: { employee: ['二等座'], manager: ['二等座', '一等座'] },
  sleeperClasses: { employee: ['硬卧'], manager: ['硬卧', '软卧'] },
  nightTrain: { departFrom: '19:00', minHours: 6 },
  whenExceeded: 'requireReason',
}
const train: TrainItem = {
  TrainNo: 'G1', TrainType: 'G', FromStationCode: 'VNP', FromStationName: '北京南', ToStationCode: 'AOH', ToStationName: '上海虹桥', StartStationName: '北京南',
  EndStationName: '上海虹桥', DepartTime: '07:00', ArriveTime: '11:28', ArriveDayOffset: 0, DurationMinutes: 268, DistanceKm: 1318,
  Seats: [{ SeatCode: 'M', SeatName: '一等座', PriceFen: 93600, Remaining: 5 }, { SeatCode: 'O', SeatName: '二等座', PriceFen: 55350, Remaining: 9 }],
}

describe('train seat verdicts', () => {
  it('an employee in 一等座 is over and asks a reason, offering the 二等座', () => {
    const verdict = seatVerdict(train, train.Seats[0], { grade: 'employee', standard })
    expect(verdict).toMatchObject({ status: 'over', action: 'requireReason', cheapestCompliant: { seatCode: 'O' } })
  })
  it('a manager in 一等座 is within', () => expect(seatVerdict(train, train.Seats[0], { grade: 'manager', standard })?.status).toBe('within'))
  it('an employee in 二等座 is within', () => expect(seatVerdict(train, train.Seats[1], { grade: 'employee', standard })?.status).toBe('within'))
  it('no standard known: no verdict', () => expect(seatVerdict(train, train.Seats[0], null)).toBeNull())
})
