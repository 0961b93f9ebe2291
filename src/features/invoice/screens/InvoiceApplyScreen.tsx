import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format/money'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createInvoiceApplicationApi } from '../api/applicationApi'
import { createInvoiceTitleApi } from '../api/invoiceApi'
import { Chips } from '../components/Chips'
import { DeliveryFields } from '../components/DeliveryFields'
import { OrderRow } from '../components/OrderRow'
import { KIND_TEXT, MEDIUM_TEXT } from '../domain/applyForm'
import { ApplyStore } from '../stores/ApplyStore'
import '../components/invoice.scss'

const KINDS = (['normal', 'special'] as const).map((key) => ({ key, text: KIND_TEXT[key] }))
const MEDIUMS = (['electronic', 'paper'] as const).map((key) => ({ key, text: MEDIUM_TEXT[key] }))

/** 申请开票 over one or more completed orders; v1 /pages/invoice/apply, v2 my 2.0 application. */
function InvoiceApplyScreen({ variant }: ScreenProps<'v1' | 'v2'>) {
  const root = useStores()
  const store = useStore(() => new ApplyStore(createInvoiceApplicationApi(root.request), createInvoiceTitleApi(root.request)))
  // Back from adding a title: reload titles (and orders), keeping what was chosen.
  useShown(() => store.fetch())
  const isV2 = variant === 'v2'

  const submit = async () => {
    const applyNo = await store.submit()
    if (!applyNo) return
    void Taro.showToast({ title: '申请已提交', icon: 'success', duration: 2000 })
    void Taro.redirectTo({ url: linkTo(isV2 ? 'my2.0/invoice/applicationDetail' : 'invoice/applyDetail', { applyNo }) })
  }

  return (
    <PageLayout title='申请开票'>
      <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.orders.length === 0} emptyText='暂无可开票订单（订单完成后可申请开票）'>
        <View className='invoice-apply'>
          <View className='invoice-titles__head'>
            <Text className='invoice-apply__section'>选择订单</Text>
            <Text className='invoice-apply__link' onClick={() => store.toggleAll()}>
              {store.form.orderNos.length === store.orders.length ? '取消全选' : '全选'}
            </Text>
          </View>
          {store.orders.map((order) => (
            <OrderRow key={order.OrderNo} order={order} chosen={store.form.orderNos.includes(order.OrderNo)} onToggle={() => store.toggleOrder(order.OrderNo)} />
          ))}
          <View className='invoice-titles__head'>
            <Text className='invoice-apply__section'>发票抬头</Text>
            <Text className='invoice-apply__link' onClick={() => openRoute(isV2 ? 'my2.0/invoice/addTitle' : 'invoice/addTitle')}>新增抬头</Text>
          </View>
          {store.titles.length === 0 ? <Text className='invoice-titles__meta'>暂无发票抬头，请先新增</Text> : null}
          <Chips options={store.titles.map((t) => ({ key: t.TitleId, text: t.Title }))} chosen={store.form.titleId} onChoose={(id) => store.chooseTitle(id)} />
          {store.selectedTitle?.TaxNo ? <Text className='invoice-titles__meta'>税号：{store.selectedTitle.TaxNo}</Text> : null}
          <Text className='invoice-apply__section'>发票类型</Text>
          <Chips options={KINDS} chosen={store.form.kind} onChoose={(kind) => store.setKind(kind)} />
          <Text className='invoice-apply__section'>开票方式</Text>
          <Chips options={MEDIUMS} chosen={store.form.medium} onChoose={(medium) => store.setMedium(medium)} />
          <View className='invoice-apply__delivery'>
            <DeliveryFields store={store} />
          </View>
          <Text className='title-form__error'>{store.errorMessage}</Text>
        </View>
        <View className='invoice-apply__bar'>
          <Text>
            已选{store.form.orderNos.length}单 合计 <Text className='invoice-apply__amount'>{formatFen(store.totalFen)}</Text>
          </Text>
          <AtButton type='primary' size='small' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={submit}>
            提交申请
          </AtButton>
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(InvoiceApplyScreen)
