import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createSubsidyApi } from '../api/subsidyApi'
import '../components/expense.scss'
import '../components/subsidy.scss'
import { encodeOrders } from '../domain/subsidyPick'
import { SubsidyProductStore } from '../stores/SubsidyJourneyStore'

/**
 * 订单列表 (bill/subsidy-v3/product-list ?applyNo=): the trip's orders; the flights and trains ticked time the
 * trip (first departure to last arrival), none ticked counts the application's dates as whole days.
 */
function SubsidyProductListScreen({ query }: ScreenProps) {
  const root = useStores()
  const applyNo = query.applyNo ?? ''
  const store = useStore(() => new SubsidyProductStore(createSubsidyApi(root.request), applyNo))
  useShown(() => (applyNo ? store.fetch() : undefined))
  const journey = store.journey

  return (
    <PageLayout title='选择订单'>
      <View className='expense'>
        <StateView state={applyNo ? store.load : { status: 'ready', errorMessage: '' }} onRetry={() => store.fetch()} isEmpty={!applyNo} emptyText='请先选择行程'>
          {journey ? (
            <View>
              <View className='expense__month subsidy__summary'>
                <Text>{journey.CityName} · {journey.Reason}</Text>
                <Text className='expense__card-sub'>{journey.StartDate} 至 {journey.EndDate}</Text>
              </View>
              <Text className='expense__card-sub subsidy__hint'>勾选计算出差时间的机票、火车票；都不勾选则按出差申请的日期计算</Text>
              {store.items.length === 0 ? <Text className='expense__card-sub subsidy__hint'>该行程没有订单，将按出差申请的日期计算</Text> : null}
              {store.items.map((item) => (
                <View
                  key={item.OrderNo}
                  className={`expense__card subsidy__product${store.isChosen(item.OrderNo) ? ' expense__card--chosen' : ''}${item.Timing ? '' : ' subsidy__product--info'}`}
                  onClick={() => store.toggle(item.OrderNo)}
                >
                  <View className='expense__card-main'>
                    <Text className='expense__card-title'>{item.ProductName} · {item.Title}</Text>
                    <Text className='expense__card-sub'>{item.StartAt} 至 {item.EndAt.slice(item.StartAt.slice(0, 10) === item.EndAt.slice(0, 10) ? 11 : 0)}</Text>
                    {item.Timing ? null : <Text className='expense__card-sub'>不影响出差时间</Text>}
                  </View>
                  <Text className='expense__amount'>{item.Timing ? (store.isChosen(item.OrderNo) ? '✓ 计入' : '不计入') : formatFen(item.AmountFen)}</Text>
                </View>
              ))}
            </View>
          ) : null}
        </StateView>
      </View>
      {journey ? (
        <View className='expense__bar'>
          <AtButton className='expense__bar-button' type='primary' onClick={() => openRoute('bill/subsidy-v3/choose-date', { applyNo, orders: encodeOrders(store.chosen) })}>
            下一步：选择日期
          </AtButton>
        </View>
      ) : null}
    </PageLayout>
  )
}

export default observer(SubsidyProductListScreen)
