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

/**
 * 选择供应商 (components/bill/supplierList): search the enterprise's suppliers, add one, choose the payee; edit or
 * 停用 the ones the member manages (decision 0411). Retired ones are shown on request and cannot be chosen.
 */
function SupplierListScreen(_: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new SupplierPickStore(corporateApiOf(root)))
  const selected = supplierSession(root).request?.selected
  useShown(() => (store.list.load.isReady ? undefined : store.fetch()))
  useReachBottom(() => void store.list.loadMore())

  const choose = (supplier: Supplier) => {
    if (supplier.IsRetired) {
      root.ui.toast('该供应商已停用，请选择其他供应商')
      return
    }
    supplierSession(root).answer(supplier)
    void Taro.navigateBack()
  }
  const saveAndChoose = async () => {
    const editing = store.editingId !== ''
    const supplier = await store.saveDraft()
    if (!supplier) return
    root.ui.toast(editing ? '供应商已保存' : '已添加供应商')
    if (!editing) choose(supplier)
  }
  const setRetired = async (supplier: Supplier, retired: boolean) => {
    if (await store.setRetired(supplier, retired)) root.ui.toast(retired ? '已停用，新单据不能再选择' : '已启用')
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
          <Text className='expense__link supplier-list__retired' onClick={() => void store.toggleRetired()}>
            {store.includeRetired ? '隐藏已停用的供应商' : '显示已停用的供应商'}
          </Text>
          {store.actionError ? <Text className='expense__error'>{store.actionError}</Text> : null}
          <StateView state={store.list.load} onRetry={() => store.fetch()} isEmpty={store.list.isEmpty} emptyText={store.keyword.trim() ? '没有找到相符的供应商' : '暂无供应商，请先添加'}>
            {store.list.items.map((supplier) => (
              <View key={supplier.SupplierId}>
                <SupplierCard supplier={supplier} chosen={supplier.SupplierId === selected} onClick={() => choose(supplier)} />
                {supplier.CanManage ? (
                  <View className='supplier-list__actions'>
                    <Text className='expense__link supplier-list__edit' onClick={() => store.startEditing(supplier)}>编辑</Text>
                    <Text className='expense__link supplier-list__retire' onClick={() => void setRetired(supplier, !supplier.IsRetired)}>
                      {supplier.IsRetired ? '启用' : '停用'}
                    </Text>
                  </View>
                ) : null}
              </View>
            ))}
            <ListFooter list={store.list} onLoadMore={() => void store.list.loadMore()} />
          </StateView>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(SupplierListScreen)
