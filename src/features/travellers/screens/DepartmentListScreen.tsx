import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { createTravellersApi } from '../api/travellersApi'
import { DepartmentListStore } from '../stores/DepartmentListStore'
import { departmentPickSessionOf } from '../stores/departmentPickSession'
import '../components/travellers.scss'

/** 选择部门 (/components/common/list): the whole department tree; a tap opens that department in 选择员工. */
function DepartmentListScreen() {
  const root = useStores()
  const session = departmentPickSessionOf(root)
  const store = useStore(() => new DepartmentListStore(createTravellersApi(root.request)))
  useShown(() => {
    if (store.load.status === 'idle') void store.fetch()
  })
  const current = session.request?.current ?? ''
  const pick = (departmentId: string, departmentName: string) => {
    session.answer({ departmentId, departmentName })
    backOr('/')
  }
  return (
    <PageLayout title='选择部门'>
      <SearchBar value={store.keyword} placeholder='搜索部门名称' onChange={(value) => store.setKeyword(value)} onSearch={() => undefined} onClear={() => store.setKeyword('')} />
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.rows.length === 0} emptyText={store.keyword.trim() ? '没有找到该部门' : '企业暂未设置部门'}>
          {store.keyword.trim() ? null : (
            <View className={`picker-row picker-row--department${current === '' ? ' picker-row--current' : ''}`} onClick={() => pick('', '全部')}>
              <Text className='picker-row__name'>全部员工</Text>
            </View>
          )}
          {store.rows.map((row) => (
            <View
              key={row.node.DepartmentId}
              className={`picker-row picker-row--department${current === row.node.DepartmentId ? ' picker-row--current' : ''}`}
              style={{ paddingLeft: `${16 + (store.keyword.trim() ? 0 : row.depth * 16)}px` }}
              onClick={() => pick(row.node.DepartmentId, row.node.DepartmentName)}
            >
              <Text className='picker-row__name'>{store.keyword.trim() ? row.path : row.node.DepartmentName}</Text>
              <Text className='picker-row__meta'>{row.node.MemberCount}人</Text>
            </View>
          ))}
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(DepartmentListScreen)
