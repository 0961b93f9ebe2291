import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { RootStore } from '@/stores/root'
import { openRoute } from '../../shared/navigation'
import { createLoansApi } from '../api/loansApi'
import { LoanCard } from '../components/LoanCard'
import { LoanApprovalsStore, type LoanApprovalTab } from '../stores/LoanApprovalsStore'
import '../components/loans.scss'

export { LoanApprovalsStore, type LoanApprovalTab } from '../stores/LoanApprovalsStore'

/** The 审批 tab's loan list (the screen owns it: it reloads with the bills and switches with the tabs). */
export function createLoanApprovals(root: RootStore, tab: LoanApprovalTab = 'pending'): LoanApprovalsStore {
  return new LoanApprovalsStore(createLoansApi(root.request), tab)
}

/**
 * 借款单 beside the bills: each opens its detail, where the approver approves or rejects and finance pays;
 * nothing shows while there is none; a failure says so with 重试.
 */
export const LoanApprovals = observer(function LoanApprovals({ store }: { store: LoanApprovalsStore }) {
  const { list } = store
  if (list.load.status === 'error') {
    return (
      <Text className='loans__error loan-approvals__error' onClick={() => void store.fetch()}>
        {list.load.errorMessage} 重试
      </Text>
    )
  }
  if (list.isEmpty) return null
  return (
    <View className='loans__section loan-approvals'>
      <Text className='loans__section-title'>借款单（{list.total}）</Text>
      {list.items.map((loan) => (
        <LoanCard key={loan.LoanNo} loan={loan} onClick={(l) => openRoute('expenseControl/LoanApplyBillDetail', { loanNo: l.LoanNo })} />
      ))}
      {list.total > list.items.length ? (
        <Text className='loans__link' onClick={() => openRoute('expenseControl/loanBillList', { tab: store.tab })}>
          查看全部 {list.total} 条借款单 〉
        </Text>
      ) : null}
    </View>
  )
})
