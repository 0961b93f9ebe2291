import type { CollectionInfo } from '@api/loans'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { DocumentStore } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createLoansApi } from '../api/loansApi'
import { PickRow } from '../components/PickRow'
import { formatAccountNo } from '../domain/loanForm'
import { collectionSession } from '../public'
import '../components/loans.scss'

/** 收款信息 (components/bill/collectionInfoList, expenseControl/components/collectionInfoList): pick, add, edit. */
function CollectionListScreen({ query, variant }: ScreenProps<'bill' | 'expense'>) {
  const root = useStores()
  const store = useStore(() => new DocumentStore(() => createLoansApi(root.request).collectionInfos(), '收款信息加载失败'))
  useShown(() => store.fetch())
  const picking = query.pick === '1'
  const selected = collectionSession(root).request?.selected ?? ''
  const edit = (id?: string) => openRoute(variant === 'bill' ? 'components/bill/saveCollectionInfo' : 'expenseControl/components/saveCollectionInfo', id ? { id } : {})
  const open = (i: CollectionInfo) => {
    if (!picking) return edit(i.CollectionInfoId)
    collectionSession(root).answer(i)
    void Taro.navigateBack()
  }
  const items = store.data?.Items ?? []
  return (
    <PageLayout title='收款信息'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='loans collection-list'>
          <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={items.length === 0} emptyText='还没有收款账户，请新增'>
            {items.map((i) => (
              <View key={i.CollectionInfoId}>
                <PickRow className='collection-row' title={`${i.AccountName}${i.IsDefault ? '（默认）' : ''}`} sub={`${i.BankName} ${formatAccountNo(i.AccountNo)}${i.BranchName ? ` · ${i.BranchName}` : ''}`} chosen={picking && i.CollectionInfoId === selected} onClick={() => open(i)} />
                {picking ? <View className='loans__link' onClick={() => edit(i.CollectionInfoId)}>编辑</View> : null}
              </View>
            ))}
          </StateView>
        </View>
      </PullToRefresh>
      <View className='loans__bar'>
        <AtButton className='loans__bar-button collection-list__add' type='primary' onClick={() => edit()}>
          新增收款账户
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(CollectionListScreen)
