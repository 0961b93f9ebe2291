import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createMyPointsApi } from '../api/pointsApi'
import { LinkRows } from '../components/LinkRows'
import { PointsRecords } from '../components/PointsRecords'
import { PointsStore } from '../stores/PointsStore'
import '../components/my.scss'

const LINKS = [
  { title: '积分明细', routeId: 'my2.0/integralDetail' },
  { title: '积分转赠', routeId: 'my2.0/interflow' },
  { title: '返现明细', routeId: 'my2.0/cashbackDetail' },
  { title: '积分说明', routeId: 'my2.0/IntegralDescription' },
] as const

/** 我的积分: balance, totals, the ways on, and the latest records. */
function IntegralScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new PointsStore(createMyPointsApi(root.request), 5))
  useShown(() => store.fetch())
  return (
    <PageLayout title='我的积分'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          {store.balance ? (
            <View className='my-card'>
              <Text className='my-card__label'>{store.balance.EnterpriseName} · 可用积分</Text>
              <Text className='my-card__value'>{store.balance.Balance}</Text>
              <Text className='my-card__meta'>
                累计获得 {store.balance.TotalEarned} · 累计使用 {store.balance.TotalUsed}
              </Text>
            </View>
          ) : null}
          <LinkRows links={LINKS} />
          <Text className='my-heading'>最近记录</Text>
          <PointsRecords list={store.records} />
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(IntegralScreen)
