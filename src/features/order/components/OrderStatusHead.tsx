import { Text, View } from '@tarojs/components'
import { formatFen, formatShanghai } from '@/core/format'
import type { OrderStatus } from '@domain/order/orderStatus'
import './order.scss'

type Props = {
  order: { Status: OrderStatus; StatusText: string; PayDeadline: string | null; TotalFen: number; PaidFen: number }
}

/** The head of any product's order detail: its status, what to pay by when, or why it cannot be paid. */
export function OrderStatusHead({ order }: Props) {
  return (
    <View className='order-status-head'>
      <Text className='order-status-head__status'>{order.StatusText}</Text>
      {order.Status === 'PendingPayment' && order.PayDeadline ? (
        <Text className='order-status-head__hint'>
          请在{formatShanghai(order.PayDeadline, 'MM-DD HH:mm')}前支付 {formatFen(order.TotalFen - order.PaidFen)}
        </Text>
      ) : null}
      {order.Status === 'Rejected' ? <Text className='order-status-head__hint'>审批未通过，订单不可支付</Text> : null}
    </View>
  )
}
