import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { todayWire } from '@/core/format/date'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { InvoiceForm } from '../components/InvoiceForm'
import { InvoiceList } from '../components/InvoiceList'
import '../components/expense.scss'
import { InvoiceFormStore } from '../stores/InvoiceFormStore'
import { invoiceApiOf } from './useExpenseApi'

/** 编辑发票 (expenseControl/editInvoice?costId=): the invoices of a cost, added by hand or by recognition. */
function InvoiceEditScreen({ query }: ScreenProps) {
  const root = useStores()
  const today = todayWire()
  const store = useStore(() => new InvoiceFormStore(invoiceApiOf(root), query.costId ?? '', today))
  useShown(() => store.fetch())

  const confirmDelete = async (invoiceId: string) => {
    const { confirm } = await Taro.showModal({ title: '删除发票', content: '确定删除这张发票吗？' })
    if (confirm && (await store.remove(invoiceId))) root.ui.toast('已删除')
  }
  const save = async () => {
    if (await store.save()) root.ui.toast('发票已保存')
  }

  return (
    <PageLayout title='编辑发票'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          <View className='expense'>
            <InvoiceList store={store} onDelete={(id) => void confirmDelete(id)} />
            <View className='expense__month'>
              <Text>{store.invoiceId ? '修改发票' : '添加发票'}</Text>
              <Text className='expense__month-arrow invoice-edit__identify' onClick={() => openRoute('bill/invoiceIdentify', { costId: store.costId })}>
                扫码识别
              </Text>
            </View>
            <InvoiceForm store={store} today={today} />
            <Text className='expense__error'>{store.errorMessage}</Text>
          </View>
        </StateView>
      </PullToRefresh>
      <View className='expense__bar'>
        {store.invoiceId ? (
          <AtButton className='expense__bar-button' type='secondary' onClick={() => store.reset()}>
            取消修改
          </AtButton>
        ) : null}
        <AtButton className='expense__bar-button' type='primary' loading={store.isSaving} disabled={store.isSaving} onClick={save}>
          {store.isSaving ? '保存中...' : '保存发票'}
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(InvoiceEditScreen)
