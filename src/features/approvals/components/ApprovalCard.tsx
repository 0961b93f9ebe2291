import type { ApprovalOrderListItem } from '@api/order'
import { Text, View } from '@tarojs/components'
import { formatFen, formatShanghai } from '@/core/format'
import { orderTitle, productExtension } from '../../orders/public'
import './approve.scss'

type Props = { item: ApprovalOrderListItem; onOpen: (item: ApprovalOrderListItem) => void }

/** One approval of the list; its product's extension gives the lines under the title. */
export function ApprovalCard({ item, onOpen }: Props) {
  const product = productExtension(item.ProductType)
  return (
    <View className='approval-card' onClick={() => onOpen(item)}>
      <View className='approval-card__head'>
        <Text className='approval-card__title'>
          {orderTitle(item.ProductType, item.Title)}
          {item.IsOverStandard ? <Text className='approval-card__over'>超标</Text> : null}
        </Text>
        <Text className='approval-card__status'>{item.StatusText}</Text>
      </View>
      <Text className='approval-card__line'>申请人：{item.ApplicantName}</Text>
      {product.approvalLines(item).map((line, index) => (
        <Text key={index} className='approval-card__line'>
          {line}
        </Text>
      ))}
      {item.CurrentStepName ? <Text className='approval-card__line'>当前环节：{item.CurrentStepName}</Text> : null}
      <Text className='approval-card__line'>提交时间：{formatShanghai(item.SubmittedAt)}</Text>
      <Text className='approval-card__amount'>{formatFen(item.TotalFen)}</Text>
    </View>
  )
}
