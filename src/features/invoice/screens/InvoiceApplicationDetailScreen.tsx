import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format/money'
import { formatShanghai } from '@/core/format/date'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createInvoiceApplicationApi } from '../api/applicationApi'
import { OrderRow } from '../components/OrderRow'
import { KIND_TEXT, MEDIUM_TEXT } from '../domain/applyForm'
import { ApplicationDetailStore } from '../stores/ApplicationDetailStore'
import '../components/invoice.scss'

type Variant = 'apply' | 'invoice' | 'orders' | 'application' | 'history'

/**
 * One application (query applyNo): applyDetail, detail (the invoice), containsOrder (its orders only), and the
 * my 2.0 applicationDetail / historyDetail.
 */
function InvoiceApplicationDetailScreen({ variant, query }: ScreenProps<Variant>) {
  const root = useStores()
  const store = useStore(() => new ApplicationDetailStore(createInvoiceApplicationApi(root.request), query.applyNo ?? ''))
  const [isConfirming, setConfirming] = useState(false)
  useShown(() => store.fetch())
  const d = store.detail
  const ordersOnly = variant === 'orders'

  return (
    <PageLayout title={ordersOnly ? '包含订单' : variant === 'invoice' ? '发票详情' : '开票申请详情'}>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {d ? (
          <View className='invoice-apply'>
            {ordersOnly ? null : (
              <View>
                <Section title={d.StatusName}>
                  <InfoRow label='申请单号' value={d.ApplyNo} />
                  <InfoRow label='开票金额' value={formatFen(d.AmountFen)} emphasis />
                  <InfoRow label='申请时间' value={formatShanghai(d.CreatedAt)} />
                </Section>
                <Section title='发票信息'>
                  <InfoRow label='发票抬头' value={d.Title} />
                  {d.TaxNo ? <InfoRow label='纳税人识别号' value={d.TaxNo} /> : null}
                  <InfoRow label='发票类型' value={KIND_TEXT[d.Kind]} />
                  <InfoRow label='开票方式' value={MEDIUM_TEXT[d.Medium]} />
                  {d.Email ? <InfoRow label='接收邮箱' value={d.Email} /> : null}
                  {d.Mailing ? <InfoRow label='收件信息' value={`${d.Mailing.Receiver} ${d.Mailing.Phone} ${d.Mailing.Address}`} /> : null}
                </Section>
              </View>
            )}
            <Text className='invoice-apply__section'>包含订单（{d.Orders.length}）</Text>
            {d.Orders.map((order) => (
              <OrderRow key={order.OrderNo} order={order} />
            ))}
            {store.actionMessage ? <Text className='title-form__error'>{store.actionMessage}</Text> : null}
            {!ordersOnly && store.canWithdraw ? (
              <AtButton className='title-form__save' loading={store.isWithdrawing} onClick={() => setConfirming(true)}>
                撤回申请
              </AtButton>
            ) : null}
          </View>
        ) : null}
      </StateView>
      <ConfirmPopup
        isOpened={isConfirming}
        content='撤回后订单可重新申请开票，确定撤回吗？'
        confirmText='确定撤回'
        onConfirm={() => {
          setConfirming(false)
          void store.withdraw()
        }}
        onCancel={() => setConfirming(false)}
      />
    </PageLayout>
  )
}

export default observer(InvoiceApplicationDetailScreen)
