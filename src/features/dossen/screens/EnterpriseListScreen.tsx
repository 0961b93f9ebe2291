import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createDossenApi } from '../api/dossenApi'
import { barHeights } from '../domain/employeeForm'
import { EnterpriseListStore } from '../stores/EnterpriseListStore'
import '../components/dossen.scss'

/** 企业列表: a sale's client enterprises with rewards by month; an owner's own enterprise. */
function EnterpriseListScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new EnterpriseListStore(createDossenApi(root.request)))
  useShown(() => store.fetch())
  const months = [...store.months].reverse()
  const heights = barHeights(months.map((m) => m.AmountFen))
  return (
    <PageLayout title='企业列表'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          {store.total ? (
            <View className='dossen-card'>
              <Text className='dossen-card__label'>累计奖励</Text>
              <Text className='dossen-card__value'>{formatFen(store.total.TotalFen)}</Text>
              <Text className='dossen-card__meta'>
                本月 {formatFen(store.total.ThisMonthFen)} · {store.total.OrderCount}笔订单 · {store.total.EnterpriseCount}家企业
              </Text>
            </View>
          ) : null}
          {months.length > 0 ? (
            <View className='dossen-bars'>
              {months.map((m, i) => (
                <View key={m.Month} className={`dossen-bar${m.Month === store.month ? ' dossen-bar--on' : ''}`} onClick={() => void store.choose(m.Month)}>
                  <View className='dossen-bar__fill' style={{ height: `${heights[i]}%` }} />
                  <Text className='dossen-bar__label'>{Number(m.Month.slice(5))}月</Text>
                </View>
              ))}
            </View>
          ) : null}
          {store.role === 'sale' && store.month ? <Text className='dossen-month'>{store.month.replace('-', '年')}月各企业奖励</Text> : null}
          {store.enterprises.length === 0 ? <Text className='dossen-note'>还没有由您负责的企业</Text> : null}
          {store.enterprises.map((e) => {
            const reward = store.rewardOf(e.EnterpriseId)
            return (
              <View key={e.EnterpriseId} className='dossen-item' onClick={() => openRoute('index3.0/dossen/enterpriseEmployees', { enterpriseId: String(e.EnterpriseId) })}>
                <View className='dossen-item__main'>
                  <Text className='dossen-item__title'>{e.Name}</Text>
                  <Text className='dossen-item__meta'>
                    {e.EmployeeCount}名员工 · {e.Since} 起{e.IsTrial ? ' · 试用中' : ''}
                  </Text>
                </View>
                {reward ? <Text className='dossen-item__value'>{formatFen(reward.AmountFen)}</Text> : null}
              </View>
            )
          })}
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(EnterpriseListScreen)
