import type { LoanDetail } from '@api/loans'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { formatShanghai } from '@/core/format/date'
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
import { Ledger } from '../components/Ledger'
import { formatAccountNo } from '../domain/loanForm'
import { usePayOut } from '../public/PayOut'
import '../components/loans.scss'
import { ActionStore } from '../stores/ActionStore'
import type { ReimbursementMember } from '@api/loans'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { HandOverPopups, SendBackPopup, type HandOver } from '@/ui/ApprovalMovePopups'
import { returnTargets } from '@domain/expense/approvalMoves'
import { openHandOverPicker, takeHandOver } from '../public'

type Action = 'approve' | 'reject' | 'revoke' | 'pay' | 'transfer' | 'addApprover' | 'sendBack'
const DONE: Record<Action, string> = { approve: '已通过', reject: '已驳回', revoke: '已撤回', pay: '已支付', transfer: '已转交', addApprover: '已加签', sendBack: '已退回' }
/** The class block of the move popups and the purpose of their member picks (loan-transfer, loan-add-approver). */
const MOVES = 'loan'
const STEP_STATE: Record<LoanDetail['Steps'][number]['State'], string> = { waiting: '待审批', current: '审批中', approved: '已通过', rejected: '已驳回' }
const PAY_PURPOSE = 'loan-pay'

/** 借款单详情 (bill/LoanApplyBillDetail, expenseControl/LoanApplyBillDetail): ledger, steps, history, repayments, actions. */
function LoanDetailScreen({ query, variant }: ScreenProps<'bill' | 'expense'>) {
  const root = useStores()
  const api = createLoansApi(root.request)
  const loanNo = query.loanNo ?? ''
  const store = useStore(() => new ActionStore<LoanDetail, Action>(() => api.loan(loanNo), '借款单加载失败'))
  const [opinion, setOpinion] = useState('')
  // 转交, 加签 and 退回 (decision 0700): as on a reimbursement bill, each confirmed in a popup (decision 0920).
  const [handOver, setHandOver] = useState<HandOver<ReimbursementMember> | null>(null)
  const [choosesBack, setChoosesBack] = useState(false)
  const run = async (action: Action, task: () => Promise<unknown>) => {
    if (await store.run(action, task)) {
      setOpinion('')
      root.ui.toast(DONE[action])
    }
  }
  useShown(() => {
    const picked = takeHandOver(root, MOVES)
    if (picked) setHandOver(picked)
    return store.fetch()
  })
  const loan = store.doc.data
  const targets = loan ? returnTargets(loan.Steps) : []
  const comment = opinion.trim() ? { Comment: opinion.trim() } : {}
  const payOut = usePayOut(
    root,
    PAY_PURPOSE,
    loan ? { amountFen: loan.AmountFen, payeeName: loan.Collection.AccountName, payeeAccount: `${loan.Collection.BankName} ${formatAccountNo(loan.Collection.AccountNo, true)}` } : null,
    (account) => void run('pay', () => api.pay({ LoanNo: loanNo, PayAccountId: account.PayAccountId })),
  )
  const bill = variant === 'bill'

  const buttons: BarAction[] = []
  if (loan?.CanApprove) {
    buttons.push({ key: 'reject', text: '驳回', type: 'secondary', onClick: () => (opinion.trim() ? void run('reject', () => api.reject({ LoanNo: loanNo, Reason: opinion.trim() })) : store.fail('请填写驳回原因')) })
    buttons.push({ key: 'approve', text: '通过', type: 'primary', onClick: () => void run('approve', () => api.approve({ LoanNo: loanNo, ...(opinion.trim() ? { Comment: opinion.trim() } : {}) })) })
  }
  if (loan?.CanPay) {
    buttons.push({ key: 'pay', text: '确认支付', type: 'primary', onClick: payOut.start })
  }
  if (loan?.CanRevoke) buttons.push({ key: 'revoke', text: '撤回', type: 'secondary', onClick: () => void run('revoke', () => api.revoke(loanNo)) })
  if (loan?.CanRepay) buttons.push({ key: 'repay', text: '还款', type: 'primary', onClick: () => openRoute(bill ? 'bill/repaymentApplication/edit' : 'expenseControl/CreateRepayBill', { loanNo }) })

  return (
    <PageLayout title='借款单详情'>
      <StateView state={store.doc.load} onRetry={() => store.fetch()}>
        {loan ? (
          <View className='loans loan-detail'>
            <View className='loans__section'>
              <Text className='loans__section-title loan-detail__status'>{loan.StatusText}</Text>
              <InfoRow label='借款金额' value={formatFen(loan.AmountFen)} />
              <InfoRow label='借款事由' value={loan.Reason} />
              <InfoRow label='借款人' value={loan.ApplicantName} />
              <InfoRow label='预计还款' value={loan.ExpectedRepayDate} />
              <InfoRow label='收款账户' value={`${loan.Collection.AccountName} ${loan.Collection.BankName} ${formatAccountNo(loan.Collection.AccountNo)}`} />
              <InfoRow label='单号' value={loan.LoanNo} />
              {loan.PaidAt ? <InfoRow label='支付' value={`${formatShanghai(loan.PaidAt)} ${loan.PayAccountName}`} /> : null}
            </View>
            {loan.Status === 'Paid' ? <Ledger title='待还金额' outstandingFen={loan.OutstandingFen} paidOutFen={loan.PaidOutFen} repaidFen={loan.RepaidFen} offsetFen={loan.OffsetFen} pendingFen={loan.PendingFen} /> : null}
            {loan.Repayments.length > 0 ? (
              <View className='loans__section'>
                <Text className='loans__section-title'>还款记录</Text>
                {loan.Repayments.map((r) => (
                  <Text key={r.RepayNo} className='loans__line loan-detail__repayment' onClick={() => openRoute('expenseControl/RePaymentBillDetail', { repayNo: r.RepayNo })}>
                    {formatShanghai(r.CreatedAt, 'MM-DD')} {r.MethodText} {formatFen(r.AmountFen)} {r.StatusText} 〉
                  </Text>
                ))}
              </View>
            ) : null}
            {loan.Steps.length > 0 ? (
              <View className='loans__section'>
                <Text className='loans__section-title'>审批流程</Text>
                {loan.Steps.map((s) => (
                  <Text key={s.Level} className='loans__line'>
                    {s.Level}. {s.Name}（{s.ApproverNames.join('、')}）{STEP_STATE[s.State]}
                  </Text>
                ))}
              </View>
            ) : null}
            <HistorySection history={loan.History} />
            {loan.CanApprove ? (
              <View className='loans__section'>
                <Text className='loans__section-title'>审批意见</Text>
                <Textarea className='loans__input loan-detail__opinion' value={opinion} maxlength={200} placeholder='通过时选填，驳回、退回时必填' onInput={(e) => setOpinion(e.detail.value)} />
                <View className='loan-detail__moves'>
                  <AtButton className='loan-detail__move' type='secondary' size='small' disabled={store.busy !== null} onClick={() => openHandOverPicker(root, MOVES, 'transfer')}>转交</AtButton>
                  <AtButton className='loan-detail__move' type='secondary' size='small' disabled={store.busy !== null} onClick={() => openHandOverPicker(root, MOVES, 'add-approver')}>加签</AtButton>
                  <AtButton className='loan-detail__move' type='secondary' size='small' disabled={store.busy !== null || targets.length === 0} onClick={() => setChoosesBack(true)}>退回</AtButton>
                </View>
              </View>
            ) : null}
            <Text className='loans__error'>{store.actionError}</Text>
          </View>
        ) : null}
      </StateView>
      <ActionBar actions={buttons} busy={store.busy} prefix='loan-detail' />
      {payOut.popup}
      <HandOverPopups
        block={MOVES}
        handOver={handOver}
        onClose={() => setHandOver(null)}
        onConfirm={({ kind, to }, position) =>
          void (kind === 'transfer'
            ? run('transfer', () => api.transfer({ LoanNo: loanNo, ToMemberId: to.MemberId, ...comment }))
            : run('addApprover', () => api.addApprover({ LoanNo: loanNo, ToMemberId: to.MemberId, Position: position, ...comment })))
        }
      />
      <SendBackPopup
        block={MOVES}
        isOpened={choosesBack}
        targets={targets}
        onClose={() => setChoosesBack(false)}
        onConfirm={(level) => (opinion.trim() ? void run('sendBack', () => api.sendBack({ LoanNo: loanNo, ToLevel: level, Reason: opinion.trim() })) : store.fail('请填写退回原因'))}
      />
    </PageLayout>
  )
}

export default observer(LoanDetailScreen)
