import { Image, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { isLive } from '@/routes/registry'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { imageAlt } from '@/ui/a11y'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createFavouritesApi } from '../api/favouritesApi'
import { CollectionStore } from '../stores/CollectionStore'
import '../components/my.scss'

const STARS: Record<number, string> = { 2: '经济型', 3: '舒适型', 4: '高档型', 5: '豪华型' }

/** 我的收藏: hotels saved from the hotel detail; a tap opens the detail, 取消收藏 removes one. */
function CollectionScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new CollectionStore(createFavouritesApi(root.request), (m) => root.ui.toast(m)))
  const { list } = store
  useShown(() => list.fetch())
  useReachBottom(() => void list.loadMore())
  const canOpen = isLive('product3.0/hotel/detail')
  return (
    <PageLayout title='我的收藏'>
      <PullToRefresh onRefresh={() => list.fetch()}>
        <StateView state={list.load} onRetry={() => list.fetch()} isEmpty={list.isEmpty} emptyText='还没有收藏的酒店，在酒店详情页点击“收藏”即可保存'>
          {list.items.map((hotel) => (
            <View key={hotel.HotelId} className='collection-item' onClick={() => canOpen && openRoute('product3.0/hotel/detail', { hotelId: String(hotel.HotelId) })}>
              <Image className='collection-item__image' src={hotel.CoverImageUrl} mode='aspectFill' {...imageAlt('')} />
              <View className='collection-item__main'>
                <Text className='collection-item__name'>{hotel.HotelName}</Text>
                <Text className='collection-item__meta'>
                  {(hotel.ScoreTenths / 10).toFixed(1)}分 · {STARS[hotel.StarLevel] ?? ''} · {hotel.CityName}
                </Text>
                <Text className='collection-item__meta'>{hotel.Address}</Text>
                <Text
                  className='collection-item__remove'
                  onClick={(e) => {
                    e.stopPropagation()
                    void store.remove(hotel)
                  }}
                >
                  {store.removingId === hotel.HotelId ? '取消中...' : '取消收藏'}
                </Text>
              </View>
            </View>
          ))}
          <ListFooter list={list} onLoadMore={() => void list.loadMore()} />
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(CollectionScreen)
