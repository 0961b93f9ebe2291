import { observer } from 'mobx-react'
import { isLive } from '@/routes/registry'
import { FloatingHelp } from '@/shell/help/FloatingHelp'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { TabBar } from '@/shell/tabbar/TabBar'
import { useStores } from '@/stores/context'
import { KeptNotice } from '@/ui/KeptNotice'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { orderDetailRoute } from '../../orders/public'
import { createTripApi, type TripItem } from '../api/tripApi'
import { TripGroupList } from '../components/TripGroupList'
import { TripListStore } from '../stores/TripListStore'

/** 行程: my trips by day, upcoming first, with search, unread marks and pull-to-refresh. */
function TripListScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new TripListStore(createTripApi(root.request), undefined, root.offline))
  useShown(() => Promise.all([store.fetch(), root.client.refreshBadges()]))

  const open = (trip: TripItem) => {
    void store.markRead(trip)
    const routeId = orderDetailRoute(trip.ProductType, isLive)
    if (routeId) openRoute(routeId, { orderNo: trip.OrderNo })
  }

  return (
    <PageLayout title='我的行程' showsBack={false}>
      <SearchBar
        value={store.keyword}
        placeholder='搜索城市、酒店、车次、航班'
        onChange={(value) => store.setKeyword(value)}
        onSearch={() => void store.fetch()}
        onClear={() => void store.clearSearch()}
      />
      <KeptNotice savedAt={store.keptAt} />
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.isEmpty} emptyText={store.emptyText}>
          <TripGroupList groups={store.groups} isUnread={(trip) => store.isUnread(trip)} onOpen={open} canOpen={(trip) => orderDetailRoute(trip.ProductType, isLive) !== null} />
        </StateView>
      </PullToRefresh>
      <FloatingHelp />
      <TabBar current='trip' />
    </PageLayout>
  )
}

export default observer(TripListScreen)
