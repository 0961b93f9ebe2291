import { Text, View } from '@tarojs/components'
import { ProductIcon } from '@/ui/ProductIcon'
import { productExtension } from '../../orders/public'
import type { TripItem } from '../api/tripApi'
import { shanghaiTime } from '../domain/shanghaiDate'
import './trips.scss'

/** Without `onOpen` the row only informs: no tap, no arrow (its detail screen is not built). */
type Props = { trip: TripItem; isUnread: boolean; onOpen?: (trip: TripItem) => void }

export function TripCard({ trip, isUnread, onOpen }: Props) {
  const type = productExtension(trip.ProductType)
  const line = type.tripLine(trip)
  const time = shanghaiTime(trip.StartTime)
  return (
    <View className={onOpen ? 'trip-card trip-card--openable' : 'trip-card'} onClick={onOpen ? () => onOpen(trip) : undefined}>
      <ProductIcon product={type.key} size='sm' className={`trip-card__icon trip-card__icon--${type.key}`} />
      <View className='trip-card__main'>
        <View className='trip-card__head'>
          <Text className='trip-card__title'>{trip.Title}</Text>
          {isUnread ? <Text className='trip-card__unread'>新</Text> : null}
        </View>
        {line ? <Text className='trip-card__desc'>{line}</Text> : null}
        <Text className='trip-card__meta'>
          {type.name}
          {time ? ` · ${time}` : ''}
          {trip.StatusName ? ` · ${trip.StatusName}` : ''}
        </Text>
      </View>
    </View>
  )
}
