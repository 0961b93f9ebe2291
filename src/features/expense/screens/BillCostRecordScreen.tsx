import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
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
import { openRoute } from '../../shared/navigation'
import { CostCard } from '../components/CostCard'
import '../components/expense.scss'
import { CostRecordStore } from '../stores/CostRecordStore'
import { costRecordSession } from '../stores/expenseSessions'
import { expenseApiOf } from './useExpenseApi'

/**
 * 选择费用 (components/bill/billCostRecord): the operation that adds costs to a bill (记一笔, 导入订单) and
 * the cost records to tick onto it: the bill's own and the free ones of the account book.
 */
function BillCostRecordScreen(_: ScreenProps) {
  const root = useStores()
  const request = costRecordSession(root).request
  const store = useStore(() => new CostRecordStore(expenseApiOf(root), request?.held ?? [], request?.chosen ?? []))
  useShown(() => store.fetch())

  const done = () => {
    costRecordSession(root).answer(store.chosenCosts)
    void Taro.navigateBack()
  }

  return (
    <PageLayout title='选择费用'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='expense cost-records'>
          <View className='expense__links'>
            <Text className='expense__link cost-records__new' onClick={() => openRoute('bill/editCost')}>记一笔</Text>
            <Text className='expense__link' onClick={() => openRoute('bill/accountBookImport')}>导入订单</Text>
          </View>
          <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.costs.length === 0} emptyText='记账本中没有可报销的费用，先记一笔吧'>
            {store.costs.map((cost) => (
              <CostCard key={cost.CostId} cost={{ ...cost, BillNo: '' }} chosen={store.chosen.includes(cost.CostId)} onClick={() => store.toggle(cost.CostId)} />
            ))}
          </StateView>
          <Text className='expense__error'>{store.errorMessage}</Text>
        </View>
      </PullToRefresh>
      <View className='expense__bar'>
        <Text className='expense__total cost-records__total'>
          已选 {store.chosen.length} 笔 {formatFen(store.totalFen)}
        </Text>
        <AtButton className='expense__bar-button cost-records__done' type='primary' onClick={done}>
          确定
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(BillCostRecordScreen)
