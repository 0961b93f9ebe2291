import type { Supplier } from '@api/expense'
import { Text, View } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { SupplierCard } from '../components/SupplierCard'
import { SupplierForm } from '../components/SupplierForm'
import '../components/expense.scss'
import { supplierSession } from '../stores/expenseSessions'
import { SupplierPickStore } from '../stores/SupplierPickStore'
import { corporateApiOf } from './useExpenseApi'

/** 选择供应商 (components/bill/supplierList): search the enterprise's suppliers, add one, choose the payee. */
function SupplierListScreen(_: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new SupplierPickStore(corporateApiOf(root)))
  const selected = supplierSession(root).request?.selected
  useShown(() => (store.list.load.isReady ? undefined : store.fetch()))
  useReachBottom(() => void store.list.loadMore())

  const choose = (supplier: Supplier) => {
    supplierSession(root).answer(supplier)
    void Taro.navigateBack()
  }
  const saveAndChoose = async () => {
    const supplier = await store.saveDraft()
    if (!supplier) return
    root.ui.toast('已添加供应商')
    choose(supplier)
  }

  return (
    <PageLayout title='选择供应商'>
      <SearchBar value={store.keyword} placeholder='搜索名称、账号或信用代码' onChange={(v) => store.setKeyword(v)} onSearch={() => void store.search()} onClear={() => void store.clear()} />
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='expense supplier-list'>
          {store.isAdding ? (
            <SupplierForm store={store} onSave={() => void saveAndChoose()} />
          ) : (
            <Text className='expense__link supplier-list__add' onClick={() => store.startAdding()}>
              + 新增供应商
            </Text>
          )}
          <StateView state={store.list.load} onRetry={() => store.fetch()} isEmpty={store.list.isEmpty} emptyText={store.keyword.trim() ? '没有找到相符的供应商' : '暂无供应商，请先添加'}>
            {store.list.items.map((supplier) => (
              <SupplierCard key={supplier.SupplierId} supplier={supplier} chosen={supplier.SupplierId === selected} onClick={() => choose(supplier)} />
            ))}
            <ListFooter list={store.list} onLoadMore={() => void store.list.loadMore()} />
          </StateView>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(SupplierListScreen)
