import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { formatShanghai, todayWire } from '@/core/format/date'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { productTypeInfo } from '../../shared/domain/productTypes'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import '../components/expense.scss'
import { ConsumptionStore } from '../stores/ConsumptionStore'
import { corporateApiOf } from './useExpenseApi'

/** 企业支付账单 (tripay/consumptionList): what the enterprise account paid for booked travel, month by month (finance). */
function ConsumptionListScreen(_: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new ConsumptionStore(corporateApiOf(root), todayWire().slice(0, 7)))
  useShown(() => (store.list.load.isReady ? undefined : store.fetch()))
  useReachBottom(() => void store.list.loadMore())

  return (
    <PageLayout title='企业支付账单'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='expense consumption'>
          <View className='expense__month'>
            <Text className='expense__month-arrow' onClick={() => void store.shift(-1)}>〈</Text>
            <View>
              <Text>{store.title}</Text>
              <Text className='expense__total consumption__total'> 支出 {formatFen(store.totalFen)}</Text>
            </View>
            <Text className={`expense__month-arrow${store.canGoForward ? '' : ' expense__chip--off'}`} onClick={() => void store.shift(1)}>〉</Text>
          </View>
          {store.balanceFen !== null ? <Text className='expense__total consumption__balance'>企业账户余额 {formatFen(store.balanceFen)}</Text> : null}
          <StateView state={store.list.load} onRetry={() => store.fetch()} isEmpty={store.list.isEmpty} emptyText='本月暂无企业支付记录'>
            {store.list.items.map((item) => (
              <View key={item.OrderNo} className='expense__card consumption__item'>
                <View className='expense__card-main'>
                  <Text className='expense__card-title'>
                    {productTypeInfo(item.ProductType).name} · {item.Title}
                  </Text>
                  <Text className='expense__card-sub'>
                    {item.TravellerName} · {formatShanghai(item.PaidAt, 'MM-DD HH:mm')} · {item.OrderNo}
                  </Text>
                </View>
                <View>
                  <Text className='expense__amount'>{formatFen(item.PaidFen)}</Text>
                  <Text className='expense__status'>{item.StatusName}</Text>
                </View>
              </View>
            ))}
            <ListFooter list={store.list} onLoadMore={() => void store.list.loadMore()} />
          </StateView>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(ConsumptionListScreen)
