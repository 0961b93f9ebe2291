import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { formatShanghai } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { useHotel } from '../hooks'
import { HotelReviewsStore } from '../stores/HotelReviewsStore'
import '../components/hotel.scss'

/** 用户点评 (/pages/product2.0/hotel/remark/index): average score and the reviews, paged on reach-bottom. */
function HotelReviewsScreen({ query }: ScreenProps) {
  const { api } = useHotel()
  const store = useStore(() => new HotelReviewsStore(api, query.hotelId ?? ''))
  useShown(() => store.fetch())
  useReachBottom(() => void store.loadMore())
  return (
    <PageLayout title='用户点评'>
      <View className='hotel-page'>
        <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.reviews.length === 0} emptyText='暂无点评'>
          <View className='hotel-section'>
            <Text className='hotel-section__title'>
              {(store.averageScoreTenths / 10).toFixed(1)}分 · 共{store.total}条点评
            </Text>
          </View>
          {store.reviews.map((review) => (
            <View key={review.ReviewId} className='hotel-section'>
              <Text className='hotel-card__meta'>
                {review.ReviewerName} · {(review.ScoreTenths / 10).toFixed(1)}分 · {formatShanghai(review.CreatedAt, 'YYYY-MM-DD')}
              </Text>
              <Text>{review.Content}</Text>
              {review.RoomName ? <Text className='hotel-card__meta'>{review.RoomName}</Text> : null}
            </View>
          ))}
          <View className='hotel-more'>
            <Text>{store.moreError || (store.isLoadingMore ? '加载中...' : store.isEnd ? '没有更多了' : '')}</Text>
          </View>
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(HotelReviewsScreen)
