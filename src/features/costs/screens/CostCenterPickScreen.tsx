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
import { costCenterPages } from '../stores/costPickers'

/** 成本中心 / 选择成本中心 (costCenterNew, reach-bottom 150): the enterprise's cost centres, the member's own first. */
function CostCenterPickScreen({ variant }: ScreenProps<'v1' | 'new'>) {
  const root = useStores()
  const session = costPickSessionOf(root, 'costCenter')
  const store = useStore(() => new CostItemsStore(costCenterPages(createCostsApi(root.request)), session.request?.selectedId ?? '', '成本中心加载失败，请重试'))
  useShown(() => store.fetch())
  return (
    <PageLayout title={variant === 'new' ? '选择成本中心' : '成本中心'}>
      <CostItemPicker
        store={store}
        searchPlaceholder='搜索成本中心名称或编码'
        emptyText='暂无成本中心'
        onPick={(item) => {
          session.answer(item)
          backOr('/')
        }}
      />
    </PageLayout>
  )
}

export default observer(CostCenterPickScreen)
