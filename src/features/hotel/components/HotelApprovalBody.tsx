import type { ApprovalOrderDetail } from '@api/order'
import { View } from '@tarojs/components'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { HotelOrderSections } from './HotelOrderSections'

/** A hotel order under approval: the travel-standard check first, then the stay and money, with the flow's steps. */
export function HotelApprovalBody({ detail }: { detail: ApprovalOrderDetail }) {
  const policy = detail.Order.Policy
  return (
    <View>
      <Section title='差标检查'>
        <InfoRow label='结果' value={policy.IsOverStandard ? '超出差标' : '符合差标'} emphasis={policy.IsOverStandard} />
        {policy.IsOverStandard ? <InfoRow label='超标原因' value={policy.OverStandardReason || '无'} /> : null}
      </Section>
      <HotelOrderSections order={{ ...detail.Order, Approval: detail.Progress }} showsHistory={false} />
    </View>
  )
}
