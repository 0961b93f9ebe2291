import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr, openRoute } from '../../shared/navigation'
import { createCostsApi } from '../api/costsApi'
import { CostItemPicker } from '../components/CostItemPicker'
import { CostItemsStore } from '../stores/CostItemsStore'
import { costPickSessionOf } from '../stores/costPickSession'
import { projectPages } from '../stores/costPickers'

/** 选择项目 (checkProject) and 项目归属 (projectBelong): the enterprise's active projects; 新增项目 adds one. */
function ProjectPickScreen({ variant }: ScreenProps<'check' | 'belong'>) {
  const root = useStores()
  const session = costPickSessionOf(root, 'project')
  const store = useStore(() => new CostItemsStore(projectPages(createCostsApi(root.request)), session.request?.selectedId ?? '', '项目加载失败，请重试'))
  useShown(() => store.fetch())
  return (
    <PageLayout title={variant === 'belong' ? '项目归属' : '选择项目'}>
      <CostItemPicker
        store={store}
        searchPlaceholder='搜索项目名称或编码'
        emptyText='暂无项目'
        onPick={(item) => {
          session.answer(item)
          backOr('/')
        }}
        footer={
          <Text className='cost-picker__add' onClick={() => openRoute('project/addProject')}>
            + 新增项目
          </Text>
        }
      />
    </PageLayout>
  )
}

export default observer(ProjectPickScreen)
