import type { HotelOrderDetail } from '@api/order'
import { Text, View } from '@tarojs/components'
import { formatFen, formatShanghai } from '@/core/format'
import { orderActionText, type OrderAction } from '@domain/order/orderStatus'
import { membershipText } from '../../account/public'
import { ApprovalSteps } from '../../orders/public/components'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'

const PAY_METHOD_TEXT = { enterprise: '企业账户支付', personal: '个人支付', hotel: '到店付' } as const

/** The body of a hotel order, shared by the order detail and the approval detail. */
export function HotelOrderSections({ order, showsHistory = true }: { order: HotelOrderDetail; showsHistory?: boolean }) {
  return (
    <View>
      <Section title={order.HotelName}>
        <InfoRow label='地址' value={order.HotelAddress} />
        <InfoRow label='电话' value={order.HotelPhone} />
        <InfoRow label='房型' value={`${order.RoomName} · ${order.RatePlanName} · ${order.RoomCount}间`} />
        <InfoRow label='入离日期' value={`${order.ArrivalDate} 至 ${order.DepartureDate}（${order.Nights}晚）`} />
      </Section>
      <Section title='入住信息'>
        {order.Guests.map((guest, index) => (
          <InfoRow key={`${guest.RoomIndex}-${index}`} label={`房间${guest.RoomIndex + 1}`} value={`${guest.Name} ${guest.PhoneMasked}`} />
        ))}
        <InfoRow label='联系人' value={`${order.ContactName} ${order.ContactPhoneMasked}`} />
        {order.CostCenterName ? <InfoRow label='成本中心' value={order.CostCenterName} /> : null}
        {order.ProjectName ? <InfoRow label='项目' value={order.ProjectName} /> : null}
        {order.Remark ? <InfoRow label='备注' value={order.Remark} /> : null}
      </Section>
      <Section title='费用明细'>
        {order.RoomNights.map((night) => (
          <InfoRow key={night.Date} label={night.Date} value={`${formatFen(night.PriceFen)} × ${order.RoomCount}间`} />
        ))}
        {order.PriceItems.map((item, index) => (
          <InfoRow key={`${item.Kind}-${index}`} label={item.Label} value={formatFen(item.AmountFen)} />
        ))}
        <InfoRow label='订单总额' value={formatFen(order.TotalFen)} emphasis />
        {order.PaidFen > 0 ? <InfoRow label='已支付' value={formatFen(order.PaidFen)} /> : null}
        {order.RefundedFen > 0 ? <InfoRow label='已退款' value={formatFen(order.RefundedFen)} /> : null}
        {order.PayMethod ? <InfoRow label='支付方式' value={PAY_METHOD_TEXT[order.PayMethod]} /> : null}
        {order.CardNoMasked ? <InfoRow label='担保信用卡' value={order.CardNoMasked} /> : null}
      </Section>
      <Section title='取消规则'>
        <Text className='order-card__line'>{order.CancelRule.Description}</Text>
      </Section>
      <Section title='差标'>
        <InfoRow label='差标结果' value={order.Policy.Summary} emphasis={order.Policy.IsOverStandard} />
        {order.Policy.NightlyCapFen !== null ? <InfoRow label='每晚标准' value={formatFen(order.Policy.NightlyCapFen)} /> : null}
        <InfoRow label='均价' value={`${formatFen(order.Policy.AvgNightlyFen)}/晚`} />
        {order.Policy.IsOverStandard ? <InfoRow label='超标原因' value={order.Policy.OverStandardReason || '无'} /> : null}
      </Section>
      {order.Approval ? <ApprovalSteps progress={order.Approval} /> : null}
      {showsHistory && order.History.length > 0 ? (
        <Section title='订单跟踪'>
          {order.History.map((entry, index) => (
            <InfoRow
              key={`${entry.At}-${index}`}
              label={formatShanghai(entry.At, 'MM-DD HH:mm')}
              value={`${entry.ActorName} ${entryText(entry.Action)}${entry.Remark ? `：${entry.Remark}` : ''}`}
            />
          ))}
        </Section>
      ) : null}
      <Section>
        <InfoRow label='订单号' value={order.OrderNo} />
        <InfoRow label='预订人' value={order.BookerName} />
        <InfoRow label='下单时间' value={formatShanghai(order.CreatedAt)} />
        {order.HotelConfirmNo ? <InfoRow label='酒店确认号' value={order.HotelConfirmNo} /> : null}
        {order.Membership ? <InfoRow label='会员卡' value={membershipText(order.Membership)} /> : null}
      </Section>
    </View>
  )
}

const entryText = (action: OrderAction) => orderActionText(action, 1)
