import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { formatShanghai } from '@/core/format/date'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createMyPointsApi } from '../api/pointsApi'
import { RecordRow } from '../components/RecordRow'
import { CASHBACK_STATUS_TEXT } from '../domain/points'
import { CashbackStore } from '../stores/CashbackStore'
import '../components/my.scss'

/** 返现明细: available and pending cashback, its rules, and every record. */
function CashbackDetailScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new CashbackStore(createMyPointsApi(root.request)))
  useShown(() => store.fetch())
  useReachBottom(() => void store.records.loadMore())
  const { balance, info, records } = store
  return (
    <PageLayout title='返现明细'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          {balance ? (
            <View className='my-card'>
              <Text className='my-card__label'>可用返现</Text>
              <Text className='my-card__value'>{formatFen(balance.Balance)}</Text>
              <Text className='my-card__meta'>
                待结算 {formatFen(balance.Pending)} · 累计返现 {formatFen(balance.TotalEarned)}
              </Text>
            </View>
          ) : null}
          <Text className='my-heading'>返现记录</Text>
          <StateView state={records.load} onRetry={() => records.fetch()} isEmpty={records.isEmpty} emptyText='暂无返现记录'>
            {records.items.map((r) => (
              <RecordRow
                key={r.RecordId}
                title={r.Title}
                meta={`${formatShanghai(r.CreatedAt)} · ${CASHBACK_STATUS_TEXT[r.Status]}${r.OrderNo ? ` · 订单 ${r.OrderNo}` : ''}`}
                value={`${r.AmountFen > 0 ? '+' : ''}${formatFen(r.AmountFen)}`}
                isPlus={r.AmountFen > 0}
              />
            ))}
            <ListFooter list={records} onLoadMore={() => void records.loadMore()} />
          </StateView>
          {info ? (
            <View>
              <Text className='my-heading'>{info.Title}</Text>
              {info.Rules.map((rule, index) => (
                <Text key={rule} className='my-text'>
                  {index + 1}. {rule}
                </Text>
              ))}
            </View>
          ) : null}
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(CashbackDetailScreen)
