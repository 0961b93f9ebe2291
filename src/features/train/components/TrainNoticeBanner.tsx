import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TrainNoticeStore } from '../stores/TrainNoticeStore'

type Props = { store: TrainNoticeStore; onOpenOrder: (orderNo: string) => void }

/** The unread 抢票成功 notices at the top of the train pages (decision 0392); a tap opens the order to pay. */
export const TrainNoticeBanner = observer(function TrainNoticeBanner({ store, onOpenOrder }: Props) {
  if (store.unread.length === 0) return null
  return (
    <View className='train-notices' role='status'>
      {store.unread.map((n) => (
        <View key={n.NoticeId} className='train-notice' onClick={() => void store.open(n).then((orderNo) => orderNo && onOpenOrder(orderNo))}>
          <Text className='train-notice__title'>{n.Title}</Text>
          <Text className='train-notice__body'>{n.Body}</Text>
          {n.OrderNo ? <Text className='train-link'>去支付 ›</Text> : null}
        </View>
      ))}
    </View>
  )
})
