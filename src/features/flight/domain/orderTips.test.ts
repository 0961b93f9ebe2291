import type { FareRules, FlightOrderDetail, FlightOrderSegment } from '@api/flight'
import { checkInClosesMinutes, flightTips, ruleLines } from './orderTips'

const rules: FareRules = { Refund: [{ HoursBefore: 48, Percent: 10 }, { HoursBefore: 0, Percent: 30 }], Change: [{ HoursBefore: 0, Percent: 5 }], IsEndorsable: false, Text: '不得签转' }
const segment = (over: Partial<FlightOrderSegment> = {}): FlightOrderSegment => ({
  Seq: 1, FlightNo: 'CA1301', AirlineName: '中国国际航空', DepartAirportName: '首都国际机场', DepartTerminal: 'T3', ArriveAirportName: '宝安国际机场', ArriveTerminal: 'T3',
  DepartCityName: '北京', ArriveCityName: '深圳', DepartTime: '2026-12-01 08:00', ArriveTime: '2026-12-01 11:20', CabinName: '经济舱', BookingClass: 'Y', PriceFen: 100_000,
  TaxFen: 5_000, Rules: rules, ChangeNotice: '', DepartCityCode: 'BJS', ArriveCityCode: 'SZX', SegmentStatus: 'Ticketed', IsInvoluntary: false, ChangeAccepted: false, ...over,
})
const order = (over: Partial<FlightOrderDetail> = {}): FlightOrderDetail => ({
  OrderNo: 'F2026120112', Status: 'Confirmed', StatusText: '已确认', Segments: [segment()], Passengers: [], ContactName: '张三', ContactPhoneMasked: '138****0001',
  TotalFen: 105_000, PaidFen: 105_000, RefundedFen: 0, PayDeadline: null, IsOverStandard: false, OverStandardReason: '', CostCenterName: '', ProjectName: '',
  CreatedAt: '2026-11-20T10:00:00+08:00', IsInternational: false, Changes: [],
  Actions: { CanPay: false, CanCancel: false, CanRefund: true, CanChange: true, CanModifyName: true }, ...over,
})

test('rule lines: every refund and change tier, endorsement and the notes', () => {
  expect(ruleLines(rules)).toEqual([
    { label: '退票', text: '起飞前2天（含）以上 收取10%' },
    { label: '退票', text: '起飞前2天内 收取30%' },
    { label: '改期', text: '起飞前0小时（含）以上 收取5%' },
    { label: '签转', text: '不可签转' },
    { label: '说明', text: '不得签转；起飞后不可退改；航班变动（延误、取消）免费退改' },
  ])
})

test('tips: domestic 45 minutes and ID card, international 60 and passport; refunded legs left out; changes and unticketed noted', () => {
  expect([checkInClosesMinutes(false), checkInClosesMinutes(true)]).toEqual([45, 60])
  const domestic = flightTips(order())
  expect(domestic[0]).toBe('CA1301（2026-12-01 08:00）从首都国际机场T3出发，请至少提前2小时到达机场，起飞前45分钟停止办理值机')
  expect(domestic[1]).toMatch(/身份证件/)
  const international = flightTips(order({ IsInternational: true, Status: 'Confirming' }))
  expect(international[0]).toMatch(/提前3小时.*60分钟/)
  expect(international).toContain('出票完成后方可值机，请留意订单状态')
  expect(international[1]).toMatch(/护照/)
  const passenger = { Seq: 1, Name: '张三', IdNoMasked: 'C123*5678', TicketNos: [] }
  expect(flightTips(order({ IsInternational: true, Passengers: [{ ...passenger, IdType: 5 }] }))[1]).toBe('请携带预订时使用的通行证原件，并确认已办理有效签注')
  expect(flightTips(order({ IsInternational: true, Passengers: [{ ...passenger, IdType: 3 }] }))[1]).toBe('请携带预订时使用的回乡证或台胞证原件办理乘机手续')
  expect(flightTips(order({ IsInternational: true, Passengers: [{ ...passenger, IdType: 2 }] }))[1]).toMatch(/护照/)
  const mixed = flightTips(order({ Segments: [segment({ ChangeNotice: '航班CA1301延误' }), segment({ Seq: 2, FlightNo: 'CA1302', SegmentStatus: 'Refunded' })] }))
  expect(mixed.filter((t) => t.includes('CA1302'))).toEqual([])
  expect(mixed).toContain('您的航班有变动，可在航变通知中选择接受、改签或免费退票')
})
