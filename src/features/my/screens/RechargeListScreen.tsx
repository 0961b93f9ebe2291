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
import { PagedList } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createRechargeApi } from '../api/rechargeApi'
import { RecordRow } from '../components/RecordRow'
import { RECHARGE_STATUS_TEXT } from '../domain/recharge'

/** 充值记录: the enterprise's reported transfers and their status. */
function RechargeListScreen(_props: ScreenProps) {
  const root = useStores()
  const api = createRechargeApi(root.request)
  const list = useStore(() => new PagedList((i, s) => api.records(i, s), (r) => r.RechargeNo, 20, '充值记录加载失败'))
  useShown(() => list.fetch())
  useReachBottom(() => void list.loadMore())
  return (
    <PageLayout title='充值记录'>
      <PullToRefresh onRefresh={() => list.fetch()}>
        <StateView state={list.load} onRetry={() => list.fetch()} isEmpty={list.isEmpty} emptyText='暂无充值记录'>
          {list.items.map((r) => (
            <RecordRow
              key={r.RechargeNo}
              title={`${r.PayerName}（尾号${r.PayerAccount.slice(-4)}）`}
              meta={`${r.TransferDate} 转账 · ${r.MemberName}提交于${formatShanghai(r.CreatedAt)} · ${RECHARGE_STATUS_TEXT[r.Status]}`}
              value={formatFen(r.AmountFen)}
              isPlus={r.Status === 'credited'}
            />
          ))}
          <ListFooter list={list} onLoadMore={() => void list.loadMore()} />
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(RechargeListScreen)
