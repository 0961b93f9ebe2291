import type { OrderListItem } from '@api/order'
import { Text, View } from '@tarojs/components'
import { formatFen } from '@/core/format'
import { ProductIcon } from '@/ui/ProductIcon'
import { orderTitle, productExtension } from '../domain/productRegistry'
import './order.scss'

type Props = { order: OrderListItem; onOpen: (order: OrderListItem) => void }

/** One order of the order centre; its product's extension gives the mark and the lines under the title. */
export function OrderCard({ order, onOpen }: Props) {
  const product = productExtension(order.ProductType)
  return (
    <View className='order-card' onClick={() => onOpen(order)}>
      <View className='order-card__head'>
        <ProductIcon product={product.key} size='sm' className={`order-card__mark order-card__mark--${product.key}`} />
        <Text className='order-card__title'>{orderTitle(order.ProductType, order.Title)}</Text>
        <Text className='order-card__status'>{product.extraStatusTexts[order.Status] ?? order.StatusText}</Text>
      </View>
      {product.orderLines(order).map((line, index) => (
        <Text key={index} className='order-card__line'>
          {line}
        </Text>
      ))}
      {order.TravellerNames ? <Text className='order-card__line'>出行人：{order.TravellerNames}</Text> : null}
      <Text className='order-card__amount'>{formatFen(order.TotalFen)}</Text>
    </View>
  )
}
