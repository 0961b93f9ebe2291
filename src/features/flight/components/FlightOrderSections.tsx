import type { FlightOrderDetail } from '@api/flight'
import { Text, View } from '@tarojs/components'
import { describeTiers } from '@domain/flight/fareRules'
import { DOCUMENT_NAMES } from '@domain/travellers/passenger'
import { formatFen } from '@/core/format'

/** The segments, passengers with tickets, money and attribution of a flight order (order detail and approval). */
export function FlightOrderSections({ order }: { order: FlightOrderDetail }) {
  return (
    <View>
      {order.Segments.map((s) => (
        <View key={s.Seq} className='flight-section'>
          <Text className='flight-section__title'>
            {order.Segments.length > 1 ? (s.Seq === 1 ? '去程 ' : '返程 ') : ''}{s.DepartCityName} → {s.ArriveCityName}
            {s.SegmentStatus === 'Changed' ? ' · 已改签' : s.SegmentStatus === 'Refunded' ? ' · 已退票' : ''}
          </Text>
          <Text className='flight-muted'>{s.DepartTime} {s.AirlineName}{s.FlightNo} · {s.CabinName}</Text>
          <View><Text className='flight-muted'>{s.DepartAirportName}{s.DepartTerminal} → {s.ArriveAirportName}{s.ArriveTerminal}（{s.ArriveTime.slice(11)}到达）</Text></View>
          {s.ChangeNotice ? <Text className='flight-notice flight-change'>航变：{s.ChangeNotice}</Text> : null}
          <View><Text className='flight-muted'>退票：{describeTiers(s.Rules.Refund).join('；')}</Text></View>
        </View>
      ))}
      <View className='flight-section'>
        <Text className='flight-section__title'>乘机人</Text>
        {order.ChangedFromOrderNo ? <View><Text className='flight-muted flight-changed-from'>由订单{order.ChangedFromOrderNo}改签</Text></View> : null}
        {order.Passengers.map((p) => (
          <View key={p.Seq}>
            <Text>{p.Name} · {DOCUMENT_NAMES[p.IdType] ?? '证件'} {p.IdNoMasked}</Text>
            {order.Passengers.length > 1 && p.TicketStatusText && (order.Status === 'Confirmed' || (p.TicketStatus ?? 'Valid') !== 'Valid') ? (
              <Text className={`flight-ticket-status${p.TicketStatus && p.TicketStatus !== 'Valid' ? ' flight-ticket-status--ended' : ''}`}>
                {p.TicketStatusText}{p.TicketStatus === 'Refunded' ? `（退票费${formatFen(p.FeeFen ?? 0)}，退款${formatFen(p.RefundFen ?? 0)}）` : ''}
                {p.TicketStatus === 'Changed' && p.ChangedToOrderNo ? `（改签单${p.ChangedToOrderNo}）` : ''}
              </Text>
            ) : null}
            {p.TicketNos.length > 0 ? <View><Text className='flight-muted flight-ticket'>票号 {p.TicketNos.join('，')}</Text></View> : null}
          </View>
        ))}
        <View><Text className='flight-muted'>联系人 {order.ContactName} {order.ContactPhoneMasked}</Text></View>
      </View>
      {order.Changes.length > 0 ? (
        <View className='flight-section'>
          <Text className='flight-section__title'>退改记录</Text>
          {order.Changes.map((c, i) => (
            <View key={i}>
              <Text className='flight-muted'>
                {c.Kind === 'rebook' ? '改签' : c.Kind === 'rename' ? '更正姓名' : '退票'}：{c.FromText} → {c.ToText}
                {c.Kind === 'rebook' ? `，费用${formatFen(c.ChargedFen)}` : c.Kind === 'refund' ? `，退票费${formatFen(c.FeeFen)}` : ''}
              </Text>
            </View>
          ))}
        </View>
      ) : null}
      <View className='flight-section'>
        <Text className='flight-section__title'>费用</Text>
        <Text>订单总额 {formatFen(order.TotalFen)}</Text>
        {order.PaidFen > 0 ? <View><Text className='flight-muted'>已支付 {formatFen(order.PaidFen)}</Text></View> : null}
        {order.RefundedFen > 0 ? <View><Text className='flight-muted'>已退款 {formatFen(order.RefundedFen)}</Text></View> : null}
        {order.CostCenterName ? <View><Text className='flight-muted'>成本中心 {order.CostCenterName}</Text></View> : null}
        {order.ProjectName ? <View><Text className='flight-muted'>项目 {order.ProjectName}</Text></View> : null}
        {order.TravelApplyNo ? <View><Text className='flight-muted flight-travel-apply'>出差申请单 {order.TravelApplyNo}</Text></View> : null}
        {order.IsOverStandard ? <View><Text className='flight-over'>超标原因：{order.OverStandardReason}</Text></View> : null}
      </View>
    </View>
  )
}
