import type { RepaymentDetail } from '@api/loans'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createLoansApi } from '../api/loansApi'
import { ActionBar, type BarAction } from '../components/ActionBar'
import { HistorySection } from '../components/HistorySection'
import '../components/loans.scss'
import { ActionStore } from '../stores/ActionStore'

type Action = 'confirm' | 'reject' | 'revoke'
const DONE: Record<Action, string> = { confirm: '已确认收款', reject: '已退回', revoke: '已撤销' }

/** 还款单详情 (expenseControl/RePaymentBillDetail): finance confirms receipt or sends it back; the repayer may withdraw it. */
function RepayDetailScreen({ query }: ScreenProps) {
  const root = useStores()
  const api = createLoansApi(root.request)
  const repayNo = query.repayNo ?? ''
  const store = useStore(() => new ActionStore<RepaymentDetail, Action>(() => api.repayment(repayNo), '还款单加载失败'))
  const [reason, setReason] = useState('')
  useShown(() => store.fetch())
  const run = async (action: Action, task: () => Promise<unknown>) => {
    if (await store.run(action, task)) root.ui.toast(DONE[action])
  }
  const r = store.doc.data
  const actions: BarAction[] = []
  if (r?.CanRevoke) actions.push({ key: 'revoke', text: '撤销', type: 'secondary', onClick: () => void run('revoke', () => api.revokeRepayment(repayNo)) })
  if (r?.CanConfirm) {
    actions.push({ key: 'reject', text: '退回', type: 'secondary', onClick: () => (reason.trim() ? void run('reject', () => api.rejectRepayment({ RepayNo: repayNo, Reason: reason.trim() })) : store.fail('请填写退回原因')) })
    actions.push({ key: 'confirm', text: '确认收款', type: 'primary', onClick: () => void run('confirm', () => api.confirmRepayment(repayNo)) })
  }

  return (
    <PageLayout title='还款单详情'>
      <StateView state={store.doc.load} onRetry={() => store.fetch()}>
        {r ? (
          <View className='loans repay-detail'>
            <View className='loans__section'>
              <Text className='loans__section-title repay-detail__status'>{r.StatusText}</Text>
              <InfoRow label='还款金额' value={formatFen(r.AmountFen)} />
              <InfoRow label='还款方式' value={r.MethodText} />
              <InfoRow label='还款人' value={r.ApplicantName} />
              {r.Remark ? <InfoRow label='备注' value={r.Remark} /> : null}
              <InfoRow label='单号' value={r.RepayNo} />
            </View>
            <View className='loans__section' onClick={() => openRoute('expenseControl/LoanApplyBillDetail', { loanNo: r.LoanNo })}>
              <Text className='loans__section-title'>借款单 〉</Text>
              <InfoRow label='借款事由' value={r.LoanReason} />
              <InfoRow label='借款金额' value={formatFen(r.LoanAmountFen)} />
              <InfoRow label='待还金额' value={formatFen(r.LoanOutstandingFen)} />
            </View>
            <HistorySection history={r.History} />
            {r.CanConfirm ? (
              <Textarea className='loans__input repay-detail__reason' value={reason} maxlength={200} placeholder='退回时请填写原因' onInput={(e) => setReason(e.detail.value)} />
            ) : null}
            <Text className='loans__error'>{store.actionError}</Text>
          </View>
        ) : null}
      </StateView>
      <ActionBar actions={actions} busy={store.busy} prefix='repay-detail' />
    </PageLayout>
  )
}

export default observer(RepayDetailScreen)
