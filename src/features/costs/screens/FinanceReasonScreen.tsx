import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { createCostsApi } from '../api/costsApi'
import { CostItemPicker } from '../components/CostItemPicker'
import { CostItemsStore } from '../stores/CostItemsStore'
import { costPickSessionOf } from '../stores/costPickSession'
import { reasonPages } from '../stores/costPickers'

/** 选择事由 (checkFinanceReason, both versions): the enterprise's trip reasons. */
function FinanceReasonScreen(_props: ScreenProps<'v1' | 'v2'>) {
  const root = useStores()
  const session = costPickSessionOf(root, 'reason')
  const store = useStore(() => new CostItemsStore(reasonPages(createCostsApi(root.request)), session.request?.selectedId ?? '', '事由加载失败，请重试'))
  useShown(() => store.fetch())
  return (
    <PageLayout title='选择事由'>
      <CostItemPicker
        store={store}
        searchPlaceholder='搜索事由'
        emptyText='暂无事由'
        onPick={(item) => {
          session.answer(item)
          backOr('/')
        }}
      />
    </PageLayout>
  )
}

export default observer(FinanceReasonScreen)
