import type { CarPriceItem } from '@api/car'
import { Text, View } from '@tarojs/components'
import { formatFen } from '@/core/format'

/** The car classes with their estimate (a rental: its package price); the chosen one is marked. */
export function PriceOptions({ prices, selected, onSelect }: { prices: readonly CarPriceItem[]; selected: number | null; onSelect: (price: CarPriceItem) => void }) {
  return (
    <View className='car-prices'>
      {prices.map((p) => (
        <View key={p.CarType} className={`car-price${selected === p.CarType ? ' car-price--on' : ''}`} onClick={() => onSelect(p)}>
          <Text className='car-price__name'>{p.CarTypeName}</Text>
          <Text className='car-price__fen'>{formatFen(p.EstimateFen)}</Text>
          <Text className='car-price__note'>{p.Rental ? '套餐价' : '预估'} · {p.Seats}座</Text>
        </View>
      ))}
    </View>
  )
}
