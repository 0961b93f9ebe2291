import type { FareRules, FlightOrderDetail } from '@api/flight'
import { describeTiers } from '@domain/flight/fareRules'

export type RuleLine = { label: string; text: string }

/** 退改签规则 of a fare as lines: refund, change (改期), endorsement (签转). */
export function ruleLines(rules: FareRules): RuleLine[] {
  return [
    ...describeTiers(rules.Refund).map((text) => ({ label: '退票', text })),
    ...describeTiers(rules.Change).map((text) => ({ label: '改期', text })),
    { label: '签转', text: rules.IsEndorsable ? '可签转其他航空公司' : '不可签转' },
    { label: '说明', text: `${rules.Text ? `${rules.Text}；` : ''}起飞后不可退改；航班变动（延误、取消）免费退改` },
  ]
}

/** Check-in closes this many minutes before departure: 45 domestic, 60 international (airline practice). */
export const checkInClosesMinutes = (isInternational: boolean) => (isInternational ? 60 : 45)

/** Which document to bring: a passport and visa abroad; a 通行证 with its valid 签注 to 港澳台 (decision 0761). */
function documentTip(order: FlightOrderDetail): string {
  const types = new Set(order.Passengers.map((p) => p.IdType))
  if (types.has(5) || types.has(6)) return '请携带预订时使用的通行证原件，并确认已办理有效签注'
  if (!order.IsInternational) return '请携带预订时使用的有效身份证件原件办理乘机手续'
  if (types.has(3) || types.has(4)) return '请携带预订时使用的回乡证或台胞证原件办理乘机手续'
  return '国际航班请携带有效护照及目的地签证，护照有效期须在6个月以上'
}

/** 温馨提示 of a flight order: when to be at the airport, where, which document, and the order's own state. */
export function flightTips(order: FlightOrderDetail): string[] {
  const closes = checkInClosesMinutes(order.IsInternational)
  const tips = order.Segments.filter((s) => s.SegmentStatus !== 'Refunded').map((s) =>
    `${s.FlightNo}（${s.DepartTime}）从${s.DepartAirportName}${s.DepartTerminal}出发，请至少提前${order.IsInternational ? 3 : 2}小时到达机场，起飞前${closes}分钟停止办理值机`,
  )
  tips.push(documentTip(order))
  tips.push('充电宝须随身携带，不可托运；液体化妆品单件不超过100毫升')
  if (order.Segments.some((s) => s.ChangeNotice && s.SegmentStatus !== 'Refunded')) tips.push('您的航班有变动，可在航变通知中选择接受、改签或免费退票')
  if (order.Status !== 'Confirmed') tips.push('出票完成后方可值机，请留意订单状态')
  return tips
}
