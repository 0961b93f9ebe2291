import { Text, View } from '@tarojs/components'
import type { InvoiceableOrder } from '@api/invoice'
import { formatFen } from '@/core/format/money'
import './invoice.scss'

/** One order to invoice (or invoiced); with `chosen` it is a check row. */
export function OrderRow({ order, chosen, onToggle }: { order: InvoiceableOrder; chosen?: boolean; onToggle?: () => void }) {
  const className = chosen ? 'invoice-apply__order invoice-apply__order--on' : 'invoice-apply__order'
  return (
    <View className={className} onClick={onToggle}>
      {onToggle ? <Text className='invoice-apply__check'>{chosen ? '☑' : '☐'}</Text> : null}
      <View className='invoice-apply__order-body'>
        <Text className='invoice-apply__order-title'>{order.Title}</Text>
        <Text className='invoice-apply__order-meta'>{order.TravelDate} · {order.OrderNo}</Text>
      </View>
      <Text className='invoice-apply__amount'>{formatFen(order.AmountFen)}</Text>
    </View>
  )
}
