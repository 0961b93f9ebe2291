import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { RootStore } from '@/stores/root'
import { openRoute } from '../../shared/navigation'
import { createLoansApi } from '../api/loansApi'
import { RepaymentCard } from '../components/RepaymentCard'
import { RepaymentApprovalsStore } from '../stores/RepaymentApprovalsStore'
import '../components/loans.scss'

export { RepaymentApprovalsStore } from '../stores/RepaymentApprovalsStore'

/** The 审批 tab's 还款确认 list (the screen owns it and reloads it with the bills). */
export function createRepaymentApprovals(root: RootStore): RepaymentApprovalsStore {
  return new RepaymentApprovalsStore(createLoansApi(root.request))
}

/**
 * 还款确认 beside the bills and loans (issue 35 item 2): each opens its 还款单, where finance confirms receipt;
 * nothing shows while there is none; a failure says so with 重试.
 */
export const RepaymentApprovals = observer(function RepaymentApprovals({ store }: { store: RepaymentApprovalsStore }) {
  const { list } = store
  if (list.load.status === 'error') {
    return (
      <Text className='loans__error repayment-approvals__error' onClick={() => void store.fetch()}>
        {list.load.errorMessage} 重试
      </Text>
    )
  }
  if (list.isEmpty) return null
  return (
    <View className='loans__section repayment-approvals'>
      <Text className='loans__section-title'>还款确认（{list.total}）</Text>
      {list.items.map((r) => (
        <RepaymentCard key={r.RepayNo} repayment={r} onClick={(x) => openRoute('expenseControl/RePaymentBillDetail', { repayNo: x.RepayNo })} />
      ))}
      {list.total > list.items.length ? (
        <Text className='loans__link' onClick={() => openRoute('expenseControl/loanBillList', { tab: 'confirm' })}>
          查看全部 {list.total} 条待确认还款 〉
        </Text>
      ) : null}
    </View>
  )
})
