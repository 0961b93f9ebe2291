import { Text, View } from '@tarojs/components'
import { ProductIcon } from '@/ui/ProductIcon'
import { productTypeInfo } from '../../shared/domain/productTypes'
import { PRODUCT_FILTERS, type ProductFilter } from '../domain/orderList'
import './order.scss'

type Props = { current: ProductFilter; onSelect: (code: ProductFilter) => void }

/** Product type icons of the order centre and the approvals: 全部, 酒店, 机票, 火车票, 用车, 外卖. */
export function ProductFilterBar({ current, onSelect }: Props) {
  return (
    <View className='order-products'>
      {PRODUCT_FILTERS.map((filter) => (
        <View
          key={filter.code}
          className={`order-products__item order-products__item--${filter.code}${filter.code === current ? ' order-products__item--active' : ''}`}
          onClick={() => onSelect(filter.code)}
        >
          <ProductIcon product={filter.code === 0 ? 'all' : productTypeInfo(filter.code).key} size='sm' className='order-products__icon' />
          <Text>{filter.name}</Text>
        </View>
      ))}
    </View>
  )
}
