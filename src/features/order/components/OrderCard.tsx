import type { OrderListItem } from '@api/order'
import { Text, View } from '@tarojs/components'
import { formatFen } from '@/core/format'
import { productTypeInfo } from '../../shared/domain/productTypes'
import './order.scss'

type Props = { order: OrderListItem; onOpen: (order: OrderListItem) => void }

export function OrderCard({ order, onOpen }: Props) {
  const product = productTypeInfo(order.ProductType)
  return (
    <View className='order-card' onClick={() => onOpen(order)}>
      <View className='order-card__head'>
        <Text className={`order-card__mark order-card__mark--${product.key}`}>{product.mark}</Text>
        <Text className='order-card__title'>{order.Title}</Text>
        <Text className='order-card__status'>{order.StatusText}</Text>
      </View>
      {order.Subtitle ? <Text className='order-card__line'>{order.Subtitle}</Text> : null}
      <Text className='order-card__line'>
        {order.StartDate === order.EndDate ? order.StartDate : `${order.StartDate} 至 ${order.EndDate}`}
      </Text>
      {order.TravellerNames ? <Text className='order-card__line'>出行人：{order.TravellerNames}</Text> : null}
      <Text className='order-card__amount'>{formatFen(order.TotalFen)}</Text>
    </View>
  )
}
