import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { linkTo } from '@/routes/link'
import '../components/expense.scss'
import { OrderImportStore } from '../stores/OrderImportStore'
import { invoiceApiOf } from './useExpenseApi'

/** 导入订单 (bill/accountBookImport, expenseControl/accountBookImport): completed orders of every product become costs. */
function OrderImportScreen({ variant }: ScreenProps<'bill' | 'expense'>) {
  const root = useStores()
  const store = useStore(() => new OrderImportStore(invoiceApiOf(root)))
  useShown(() => store.fetch())

  const run = async () => {
    const count = await store.importChosen()
    if (count === 0) return
    root.ui.toast(`已导入${count}笔费用`)
    backOr(linkTo(variant === 'bill' ? 'bill/accountBook' : 'expenseControl/costList'))
  }

  return (
    <PageLayout title='导入订单'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='expense'>
          <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.isEmpty} emptyText='没有可导入的已完成订单'>
            {store.orders.map((o) => (
              <View key={o.OrderNo} className={`expense__card order-import__card${store.chosen.has(o.OrderNo) ? ' expense__card--chosen' : ''}`} onClick={() => store.toggle(o.OrderNo)}>
                <View className='expense__card-main'>
                  <Text className='expense__card-title'>{o.ProductName} · {o.Title}</Text>
                  <Text className='expense__card-sub'>{[o.Date, o.CityName, `记为${o.CostTypeName}`, o.CompanyPaid ? '公司已付' : ''].filter(Boolean).join(' · ')}</Text>
                </View>
                <View>
                  <Text className='expense__amount'>{formatFen(o.AmountFen)}</Text>
                  <Text className='expense__status'>{store.chosen.has(o.OrderNo) ? '已选' : ''}</Text>
                </View>
              </View>
            ))}
          </StateView>
          <Text className='expense__error'>{store.errorMessage}</Text>
        </View>
      </PullToRefresh>
      {store.isEmpty ? null : (
        <View className='expense__bar'>
          <AtButton className='expense__bar-button' type='primary' loading={store.isImporting} disabled={store.isImporting} onClick={run}>
            {`导入${store.chosen.size}笔 ${formatFen(store.chosenFen)}`}
          </AtButton>
        </View>
      )}
    </PageLayout>
  )
}

export default observer(OrderImportScreen)
