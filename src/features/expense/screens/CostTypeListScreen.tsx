import type { CostType } from '@api/expense'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import '../components/expense.scss'
import { CostTypeListStore } from '../stores/CostTypeListStore'
import { costTypeSession } from '../stores/expenseSessions'
import { expenseApiOf } from './useExpenseApi'

/** 费用类型 (expenseControl/costTypeList): the enterprise's cost-type tree; opened with pick=1 it chooses a type for a cost. */
function CostTypeListScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new CostTypeListStore(expenseApiOf(root)))
  const picking = query.pick === '1'
  const selected = costTypeSession(root).request?.selected
  useShown(() => (store.load.isReady ? undefined : store.fetch()))

  const choose = (type: CostType) => {
    if (!picking || !store.isChoosable(type.CostTypeId)) return
    costTypeSession(root).answer(type)
    void Taro.navigateBack()
  }
  const typeClass = (type: CostType) =>
    `expense__chip cost-type${type.CostTypeId === selected ? ' expense__chip--on' : ''}${picking && !store.isChoosable(type.CostTypeId) ? ' expense__chip--off' : ''}`

  return (
    <PageLayout title='费用类型'>
      <SearchBar value={store.keyword} placeholder='搜索费用类型' onChange={(v) => store.setKeyword(v)} onSearch={() => undefined} onClear={() => store.setKeyword('')} />
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='expense cost-types'>
          <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.groups.length === 0} emptyText={store.keyword.trim() ? '没有相符的费用类型' : '企业尚未设置费用类型'}>
            {store.groups.map((group) => (
              <View key={group.parent.CostTypeId} className='expense__section'>
                {group.children.length > 0 ? (
                  <Text className='expense__group-title'>{group.parent.Name}</Text>
                ) : null}
                <View className='expense__chips'>
                  {(group.children.length > 0 ? group.children : [group.parent]).map((type) => (
                    <Text key={type.CostTypeId} className={typeClass(type)} onClick={() => choose(type)}>
                      {type.Name}
                    </Text>
                  ))}
                </View>
              </View>
            ))}
          </StateView>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(CostTypeListScreen)
