import type { ApprovalListTab, ApprovalOrderListItem } from '@api/order'
import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtSegmentedControl } from 'taro-ui'
import '@/ui/taroUi/segmented-control.scss'
import { isLive } from '@/routes/registry'
import { FloatingHelp } from '@/shell/help/FloatingHelp'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { TabBar } from '@/shell/tabbar/TabBar'
import { useStores } from '@/stores/context'
import { approvalDetailRoute, orderDetailRoute } from '../../orders/public'
import { ProductFilterBar } from '../../orders/public/components'
import { PendingApplicationsLink } from '../../travel-apply/public'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createApprovalApi } from '../api/approvalApi'
import { ApprovalCard } from '../components/ApprovalCard'
import '../components/approve.scss'
import { ApprovalListStore } from '../stores/ApprovalListStore'

/**
 * Approvals: variant 'list' is the 审批 tab (/pages/order3.0/approvalList, more on reaching the bottom);
 * variant 'todo' is 待办审批 (/pages/approve/index/index, pull down to refresh). Same lists, same tabs.
 */
function ApprovalListScreen({ query, variant }: ScreenProps<'list' | 'todo'>) {
  const root = useStores()
  const isTodo = variant === 'todo'
  const store = useStore(() => new ApprovalListStore(createApprovalApi(root.request), root.settings.IsApprover, query.tab))
  const reload = () => Promise.all([store.fetch(), root.client.refreshBadges()])
  useShown(reload)
  useReachBottom(() => void store.list.loadMore())

  const open = (item: ApprovalOrderListItem) => {
    // The applicant follows their own request on the order; approvers open the approval.
    const orderRoute = store.tab === 'mine' ? orderDetailRoute(item.ProductType, isLive) : null
    const approvalRoute = approvalDetailRoute(item.ProductType, isLive)
    if (orderRoute) openRoute(orderRoute, { orderNo: item.OrderNo })
    else if (approvalRoute) openRoute(approvalRoute, { approvalNo: item.ApprovalNo })
    else root.ui.toast('暂不支持查看该审批')
  }
  const tabs = store.tabs

  return (
    <PageLayout title={isTodo ? '待办审批' : '审批'} showsBack={isTodo}>
      {tabs.length > 1 ? (
        <View className='approval-tabs'>
          <AtSegmentedControl
            values={tabs.map((tab) => tab.title)}
            current={Math.max(0, tabs.findIndex((tab) => tab.key === store.tab))}
            onClick={(index: number) => void store.selectTab(tabs[index].key as ApprovalListTab)}
          />
        </View>
      ) : null}
      <ProductFilterBar current={store.productType} onSelect={(code) => void store.selectProduct(code)} />
      {store.tab === 'pending' ? <PendingApplicationsLink /> : null}
      <PullToRefresh onRefresh={reload}>
        <StateView state={store.list.load} onRetry={() => store.fetch()} isEmpty={store.list.isEmpty} emptyText={store.emptyText}>
          <Rows items={store.list.items} onOpen={open} />
          <ListFooter list={store.list} onLoadMore={() => void store.list.loadMore()} />
        </StateView>
      </PullToRefresh>
      <FloatingHelp />
      {isTodo ? null : <TabBar current='approval' />}
    </PageLayout>
  )
}

const Rows = observer(function Rows({ items, onOpen }: { items: ApprovalOrderListItem[]; onOpen: (item: ApprovalOrderListItem) => void }) {
  return (
    <View className='approval-list'>
      {items.map((item) => (
        <ApprovalCard key={item.ApprovalNo} item={item} onOpen={onOpen} />
      ))}
    </View>
  )
})

export default observer(ApprovalListScreen)
