import type { OrderListItem } from '@api/order'
import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { isLive } from '@/routes/registry'
import { FloatingHelp } from '@/shell/help/FloatingHelp'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createOrderApi } from '../api/orderApi'
import { ListFooter } from '@/ui/ListFooter'
import { OrderCard } from '../components/OrderCard'
import { ProductFilterBar } from '../components/ProductFilterBar'
import { Tabs } from '@/ui/Tabs'
import { isOrderListTab, ORDER_TABS } from '../domain/orderList'
import { orderDetailRoute } from '../domain/productRegistry'
import { OrderListStore } from '../stores/OrderListStore'

/** 订单中心: orders by status tab and product type; pull down to refresh, more on reaching the bottom. */
function OrderCenterScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new OrderListStore(createOrderApi(root.request), isOrderListTab(query.tab) ? query.tab : 'all'))
  useShown(() => store.fetch())
  useReachBottom(() => void store.list.loadMore())

  const open = (order: OrderListItem) => {
    const routeId = orderDetailRoute(order.ProductType, isLive)
    if (routeId) openRoute(routeId, { orderNo: order.OrderNo })
    else root.ui.toast('暂不支持查看该订单')
  }

  return (
    <PageLayout title='订单中心'>
      <Tabs tabs={ORDER_TABS} current={store.tab} onSelect={(tab) => void store.selectTab(tab)} />
      <ProductFilterBar current={store.productType} onSelect={(code) => void store.selectProduct(code)} />
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.list.load} onRetry={() => store.fetch()} isEmpty={store.list.isEmpty} emptyText='暂无订单'>
          <OrderRows orders={store.list.items} onOpen={open} />
          <ListFooter list={store.list} onLoadMore={() => void store.list.loadMore()} />
        </StateView>
      </PullToRefresh>
      <FloatingHelp />
    </PageLayout>
  )
}

const OrderRows = observer(function OrderRows({ orders, onOpen }: { orders: OrderListItem[]; onOpen: (o: OrderListItem) => void }) {
  return (
    <View className='order-list'>
      {orders.map((order) => (
        <OrderCard key={order.OrderNo} order={order} onOpen={onOpen} />
      ))}
    </View>
  )
})

export default observer(OrderCenterScreen)
