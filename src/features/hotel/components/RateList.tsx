import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatYuanShort } from '@/core/format'
import type { CheckedRate } from '../domain/compliantRate'
import { checkLabel } from '../domain/compliantRate'
import { floorText } from '../domain/roomText'
import { StandardTag } from './StandardTag'

const BREAKFAST = ['无早', '单早', '双早'] as const

export function cancelText(rate: CheckedRate): string {
  const policy = rate.plan.CancelPolicy
  if (policy.Type === 0) return '不可取消'
  if (policy.Type === 1) return '限时取消'
  return '付费取消'
}

type Props = { rates: CheckedRate[]; cheapestId: string | null; onBook: (rate: CheckedRate) => void }

/** Rooms with their rates: breakfast, cancellation, pay type, price and the standard label. */
export function RateList({ rates, cheapestId, onBook }: Props) {
  const rooms = [...new Map(rates.map((rate) => [rate.room.RoomId, rate.room])).values()]
  return (
    <View>
      {rooms.map((room) => (
        <View key={room.RoomId} className='hotel-section'>
          <Text className='hotel-section__title'>{room.RoomName}</Text>
          <Text className='hotel-card__meta'>
            {room.BedType} · {room.AreaSquareMeters}㎡{room.Floor ? ` · ${floorText(room.Floor)}` : ''}
          </Text>
          {rates
            .filter((rate) => rate.room.RoomId === room.RoomId)
            .map((rate) => (
              <View key={rate.plan.RatePlanId} className='hotel-rate'>
                <View className='hotel-rate__info'>
                  <Text>
                    {BREAKFAST[rate.plan.BreakfastCount]} · {cancelText(rate)} · {rate.plan.PayType === 1 ? '到店付' : '在线付'}
                    {rate.plan.NeedCardGuarantee ? ' · 需担保' : ''}
                  </Text>
                  <View>
                    <StandardTag check={rate.check} label={checkLabel(rate.check)} />
                    {cheapestId === rate.plan.RatePlanId ? <Text className='hotel-tag hotel-tag--within'> 差标内最低</Text> : null}
                  </View>
                  <Text>{rate.plan.CancelPolicy.Description}</Text>
                </View>
                <Text className='hotel-rate__price'>¥{formatYuanShort(rate.plan.AvgNightlyFen)}</Text>
                <AtButton
                  size='small'
                  type='primary'
                  disabled={rate.isSoldOut || (rate.check.status === 'over' && rate.check.action === 'block')}
                  onClick={() => onBook(rate)}
                >
                  {rate.isSoldOut ? '满房' : '预订'}
                </AtButton>
              </View>
            ))}
        </View>
      ))}
    </View>
  )
}
