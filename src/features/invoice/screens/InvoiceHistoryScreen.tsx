import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format/money'
import { formatShanghai } from '@/core/format/date'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createInvoiceApplicationApi } from '../api/applicationApi'
import { KIND_TEXT, MEDIUM_TEXT } from '../domain/applyForm'
import { HistoryStore } from '../stores/HistoryStore'
import '../components/invoice.scss'

/** 开票历史: the member's applications; v1 /pages/invoice/history, v2 my 2.0 history. */
function InvoiceHistoryScreen({ variant }: ScreenProps<'v1' | 'v2'>) {
  const root = useStores()
  const store = useStore(() => new HistoryStore(createInvoiceApplicationApi(root.request)))
  useShown(() => store.fetch())
  const detailRoute = variant === 'v2' ? 'my2.0/invoice/historyDetail' : 'invoice/applyDetail'

  return (
    <PageLayout title='开票历史'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.isEmpty} emptyText='暂无开票记录'>
          <View className='invoice-history'>
            {store.items.map((item) => (
              <View key={item.ApplyNo} className='invoice-history__item' onClick={() => openRoute(detailRoute, { applyNo: item.ApplyNo })}>
                <View className='invoice-history__head'>
                  <Text>{item.Title}</Text>
                  <Text className='invoice-history__status'>{item.StatusName}</Text>
                </View>
                <Text className='invoice-history__meta'>
                  {KIND_TEXT[item.Kind]} · {MEDIUM_TEXT[item.Medium]} · {item.OrderCount}个订单 · {formatFen(item.AmountFen)}
                </Text>
                <Text className='invoice-history__meta'>{formatShanghai(item.CreatedAt)} 申请</Text>
              </View>
            ))}
            <ListFooter list={store} onLoadMore={() => void store.loadMore()} />
          </View>
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(InvoiceHistoryScreen)
