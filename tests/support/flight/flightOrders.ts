import type { FareRules, FlightFare, FlightItem, FlightOrderDetail, FlightOrderSegment } from '@api/flight'

export const RULES: FareRules = {
  Refund: [{ HoursBefore: 168, Percent: 5 }, { HoursBefore: 48, Percent: 10 }, { HoursBefore: 0, Percent: 30 }],
  Change: [{ HoursBefore: 168, Percent: 0 }, { HoursBefore: 0, Percent: 10 }],
  IsEndorsable: false,
  Text: '不得签转',
}

export function flightSegment(over: Partial<FlightOrderSegment> = {}): FlightOrderSegment {
  return {
    Seq: 1, FlightNo: 'CA1301', AirlineName: '中国国际航空', DepartAirportName: '首都国际机场', DepartTerminal: 'T3', ArriveAirportName: '宝安国际机场', ArriveTerminal: 'T3',
    DepartCityName: '北京', ArriveCityName: '深圳', DepartTime: '2026-12-01 08:00', ArriveTime: '2026-12-01 11:20', CabinName: '经济舱', BookingClass: 'Y',
    PriceFen: 100_000, TaxFen: 5_000, Rules: RULES, ChangeNotice: '', DepartCityCode: 'BJS', ArriveCityCode: 'SZX', SegmentStatus: 'Ticketed',
    IsInvoluntary: false, ChangeAccepted: false, ...over,
  }
}

export function flightOrder(over: Partial<FlightOrderDetail> = {}): FlightOrderDetail {
  return {
    OrderNo: 'F2026112012', Status: 'Confirmed', StatusText: '已确认',
    Segments: [flightSegment(), flightSegment({ Seq: 2, FlightNo: 'CA1302', DepartCityName: '深圳', ArriveCityName: '北京', DepartTime: '2026-12-03 18:00', ArriveTime: '2026-12-03 21:20', DepartCityCode: 'SZX', ArriveCityCode: 'BJS' })],
    Passengers: [{ Seq: 1, Name: '张三', IdType: 1, IdNoMasked: '1101**********1234', TicketNos: ['999-0000000001', '999-0000000002'] }],
    ContactName: '张三', ContactPhoneMasked: '138****0001', TotalFen: 210_000, PaidFen: 210_000, RefundedFen: 0, PayDeadline: null,
    IsOverStandard: false, OverStandardReason: '', CostCenterName: '', ProjectName: '', CreatedAt: '2026-11-20T10:00:00+08:00', IsInternational: false, Changes: [],
    Actions: { CanPay: false, CanCancel: false, CanRefund: true, CanChange: true, CanModifyName: true },
    ...over,
  }
}

export function flightItem(over: Partial<FlightItem> = {}): FlightItem {
  return {
    FlightNo: 'CZ3102', AirlineCode: 'CZ', AirlineName: '中国南方航空', AircraftType: '空客A321', DepartAirportCode: 'PEK', DepartAirportName: '首都国际机场', DepartTerminal: 'T2',
    ArriveAirportCode: 'SZX', ArriveAirportName: '宝安国际机场', ArriveTerminal: 'T3', DepartTime: '2026-12-01 14:00', ArriveTime: '2026-12-01 17:20', DurationMinutes: 200,
    CrossDays: 0, IsShared: false, OperatingFlightNo: '', StopCity: '', OnTimeRate: 88, LowestFareFen: 90_000, LowestDiscount: 600, LowestCabinClass: 'Y', SeatsLeft: 20, DocumentArea: 'domestic', ...over,
  }
}

export function flightFare(over: Partial<FlightFare> = {}): FlightFare {
  return {
    FareId: 'CZ3102.2026-12-01.Y.BJS.SZX', CabinClass: 'Y', CabinName: '经济舱', BookingClass: 'Y', PriceFen: 120_000, FullPriceFen: 150_000, Discount: 800, TaxFen: 5_000,
    SeatsLeft: 9, BaggageKg: 20, Meal: '有餐食', IsProtocol: false, Rules: RULES, IsOverStandard: false, OverStandardText: '', PolicyAction: 'allow', ...over,
  }
}
