import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatShanghai } from '@/core/format/date'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { StateView } from '@/ui/StateView'
import { DocumentStore } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import '../components/expense.scss'
import { corporateApiOf } from './useExpenseApi'

/** 付款单详情 (bill/PaymentBillDetail?paymentNo=): the payment finance made for a bill: payee, account, amount, who and when. */
function PaymentBillDetailScreen({ query }: ScreenProps) {
  const root = useStores()
  const api = corporateApiOf(root)
  const store = useStore(() => new DocumentStore(() => api.paymentBill(query.paymentNo ?? ''), '付款单加载失败'))
  useShown(() => store.fetch())
  const payment = store.data

  const openBill = () => {
    if (!payment) return
    if (payment.BillKind === 'corporate') openRoute('bill/CorporateReimbursementBill/detail', { billNo: payment.BillNo })
    else openRoute('bill/ReimbursementBillDetail', { billNo: payment.BillNo })
  }

  return (
    <PageLayout title='付款单详情'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {payment ? (
          <View className='expense payment-bill'>
            <View className='expense__head'>
              <Text className='expense__head-status payment-bill__status'>已付款</Text>
              <Text className='expense__head-amount'>付款金额 {formatFen(payment.AmountFen)}</Text>
            </View>
            <View className='expense__section'>
              <InfoRow label='付款单号' value={payment.PaymentNo} />
              <InfoRow label='收款方' value={`${payment.PayeeName}（${payment.PayeeKind === 'supplier' ? '对公' : '对私'}）`} />
              <InfoRow label='开户银行' value={payment.BankName || '未登记'} />
              <InfoRow label='收款账号' value={payment.AccountNo || '未登记'} />
              <InfoRow label='付款人' value={payment.PaidByName} />
              <InfoRow label='付款时间' value={formatShanghai(payment.PaidAt)} />
            </View>
            <View className='expense__section'>
              <Text className='expense__section-title'>关联单据</Text>
              <InfoRow label={payment.BillKind === 'corporate' ? '对公报销' : '报销单'} value={payment.BillTitle} />
              <InfoRow label='申请人' value={payment.ApplicantName} />
              <Text className='expense__link payment-bill__bill' onClick={openBill}>
                查看单据 {payment.BillNo} 〉
              </Text>
            </View>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(PaymentBillDetailScreen)
