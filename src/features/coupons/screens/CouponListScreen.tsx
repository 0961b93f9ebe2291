import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { Tabs } from '@/ui/Tabs'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createCouponApi } from '../api/couponApi'
import { CouponCard } from '../components/CouponCard'
import { CouponListStore, type CouponTab } from '../stores/CouponListStore'
import '../components/coupon.scss'

type Variant = 'v1' | 'v1History' | 'v2' | 'v2History'

const TABS: { key: CouponTab; title: string }[] = [
  { key: 'current', title: '可使用' },
  { key: 'history', title: '已使用/已过期' },
]

/** 我的优惠券: v1 the current list with a link to history (and the history page); v2 one page with tabs. */
function CouponListScreen({ variant = 'v1' }: ScreenProps<Variant>) {
  const root = useStores()
  const store = useStore(() => new CouponListStore(createCouponApi(root.request), variant.endsWith('History') ? 'history' : 'current'))
  useShown(() => store.fetch())
  const list = store.list
  const historyRoute = variant === 'v1' ? 'my/coupon/history' : null
  const hotelSearch = isLive('product3.0/hotel/index') ? () => openRoute('product3.0/hotel/index') : undefined

  return (
    <PageLayout title={store.tab === 'history' && variant === 'v1History' ? '历史优惠券' : '我的优惠券'}>
      {variant.startsWith('v2') ? <Tabs tabs={TABS} current={store.tab} onSelect={(tab) => void store.select(tab)} /> : null}
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={list.load} onRetry={() => store.fetch()} isEmpty={list.isEmpty} emptyText={store.emptyText}>
          <View className='coupon-list'>
            {list.items.map((coupon) => (
              <CouponCard
                key={coupon.CouponId}
                coupon={coupon}
                onOpen={() => openRoute('my/coupon/detail', { couponId: coupon.CouponId })}
                onUse={coupon.ProductType === 1 ? hotelSearch : undefined}
              />
            ))}
            <ListFooter list={list} onLoadMore={() => void list.loadMore()} />
          </View>
        </StateView>
        {historyRoute && isLive(historyRoute) ? (
          <Text className='coupon-list__history' onClick={() => openRoute(historyRoute)}>
            查看历史优惠券
          </Text>
        ) : null}
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(CouponListScreen)
