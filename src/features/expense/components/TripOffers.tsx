import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format/money'
import type { TripOfferStore } from '../stores/TripOfferStore'

/** One card a finished trip: its city, dates, orders and the one-tap travel reimbursement. */
function TripOffersView({ store, onDraft }: { store: TripOfferStore; onDraft: (applyNo: string) => void }) {
  if (store.trips.length === 0 && !store.errorMessage) return null
  return (
    <View className='trip-offers'>
      {store.trips.map((t) => (
        <View key={t.ApplyNo} className='expense__card trip-offer' onClick={() => onDraft(t.ApplyNo)}>
          <View className='expense__card-main'>
            <Text className='expense__card-title'>{t.CityName}出差已结束</Text>
            <Text className='expense__card-sub'>{`${t.StartDate} 至 ${t.EndDate} · ${t.OrderCount}笔订单 ${formatFen(t.AmountFen)}`}</Text>
          </View>
          <Text className='expense__link trip-offer__action'>{store.drafting === t.ApplyNo ? '生成中...' : '一键报销'}</Text>
        </View>
      ))}
      {store.errorMessage ? <Text className='expense__error'>{store.errorMessage}</Text> : null}
    </View>
  )
}

export const TripOffers = observer(TripOffersView)
