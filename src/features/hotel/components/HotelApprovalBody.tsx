import type { ApprovalOrderDetail } from '@api/order'
import { View } from '@tarojs/components'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { HotelOrderSections } from './HotelOrderSections'

/** A hotel order under approval: the travel-standard check first, then the stay and money, with the flow's steps. */
export function HotelApprovalBody({ detail }: { detail: ApprovalOrderDetail }) {
  const order = detail.Order
  // The order in its product's own shape (ProductOrderDetail): a hotel order has the hotel shape.
  if (!('HotelId' in order)) return <View>订单信息无法显示，请在订单详情中查看</View>
  const policy = order.Policy
  return (
    <View>
      <Section title='差标检查'>
        <InfoRow label='结果' value={policy.IsOverStandard ? '超出差标' : '符合差标'} emphasis={policy.IsOverStandard} />
        {policy.IsOverStandard ? <InfoRow label='超标原因' value={policy.OverStandardReason || '无'} /> : null}
      </Section>
      <HotelOrderSections order={{ ...order, Approval: detail.Progress }} showsHistory={false} />
    </View>
  )
}
