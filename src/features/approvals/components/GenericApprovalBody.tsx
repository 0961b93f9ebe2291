import type { ApprovalOrderDetail } from '@api/order'
import { View } from '@tarojs/components'
import { formatFen } from '@/core/format'
import { ApprovalSteps } from '../../orders/public/components'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'

/** The order under approval for a product without its own views: what the approver needs to decide. */
export function GenericApprovalBody({ detail }: { detail: ApprovalOrderDetail }) {
  const order = detail.Order
  // The hotel shape (hotel, car, takeout) carries the standard's summary; flight and train say it in their own bodies.
  const policy = 'HotelId' in order ? order.Policy : null
  return (
    <View>
      <Section title='订单信息'>
        <InfoRow label='订单号' value={order.OrderNo} />
        <InfoRow label='订单状态' value={order.StatusText} />
        <InfoRow label='订单总额' value={formatFen(order.TotalFen)} />
        {policy ? <InfoRow label='差标结果' value={policy.Summary} emphasis={policy.IsOverStandard} /> : null}
      </Section>
      <ApprovalSteps progress={detail.Progress} />
    </View>
  )
}
