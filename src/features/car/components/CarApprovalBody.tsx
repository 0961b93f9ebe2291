import { View } from '@tarojs/components'
import type { ApprovalOrderDetail } from '@api/order'
import { formatFen } from '@/core/format'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'

/** The car order under approval: the ride, the passenger, the fare and the standard's verdict with the reason given. */
export function CarApprovalBody({ detail }: { detail: ApprovalOrderDetail }) {
  const order = detail.Order
  // A car order answers the hotel shape (ProductOrderDetail, decision 0941).
  if (!('HotelId' in order)) return <View>订单信息无法显示，请在订单详情中查看</View>
  return (
    <Section title='用车信息'>
      <InfoRow label='行程' value={order.HotelName} />
      <InfoRow label='上车地点' value={order.HotelAddress || order.HotelName.split(' → ')[0]} />
      <InfoRow label='用车类型' value={order.RoomName} />
      <InfoRow label='用车日期' value={order.ArrivalDate} />
      <InfoRow label='乘车人' value={`${order.ContactName} ${order.ContactPhoneMasked}`} />
      <InfoRow label={order.PriceItems[0]?.Label ?? '车费'} value={formatFen(order.TotalFen)} emphasis />
      <InfoRow label='用车标准' value={order.Policy.Summary} emphasis={order.Policy.IsOverStandard} />
      {order.Remark ? <InfoRow label='用车事由' value={order.Remark} /> : null}
    </Section>
  )
}
