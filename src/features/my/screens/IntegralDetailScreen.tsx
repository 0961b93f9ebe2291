import { observer } from 'mobx-react'
import { useReachBottom } from '@tarojs/taro'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { Tabs } from '@/ui/Tabs'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createMyPointsApi } from '../api/pointsApi'
import { PointsRecords } from '../components/PointsRecords'
import { PointsStore, type PointsDirection } from '../stores/PointsStore'

const TABS: readonly { key: PointsDirection; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'in', title: '获得' },
  { key: 'out', title: '使用' },
]

/** 积分明细: every points record, by direction, page by page. */
function IntegralDetailScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new PointsStore(createMyPointsApi(root.request)))
  useShown(() => store.records.fetch())
  useReachBottom(() => void store.records.loadMore())
  return (
    <PageLayout title='积分明细'>
      <Tabs tabs={TABS} current={store.direction} onSelect={(key) => void store.setDirection(key)} />
      <PullToRefresh onRefresh={() => store.records.fetch()}>
        <PointsRecords list={store.records} />
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(IntegralDetailScreen)
