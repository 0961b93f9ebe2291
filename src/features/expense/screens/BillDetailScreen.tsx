import type { BillDetail } from '@api/expense'
import { Image, Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatShanghai } from '@/core/format/date'
import { formatFen } from '@/core/format/money'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { StateView } from '@/ui/StateView'
import { imageAlt } from '@/ui/a11y'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { usePayOut } from '../../loans/public/PayOut'
import { openHandOverPicker, takeHandOver } from '../../loans/public'
import type { ReimbursementMember } from '@api/loans'
import { HandOverPopups, SendBackPopup, type HandOver } from '@/ui/ApprovalMovePopups'
import { SupplierCard } from '../components/SupplierCard'
import { CostCard } from '../components/CostCard'
import '../components/expense.scss'
import { BillDetailStore, type BillAction } from '../stores/BillDetailStore'
import { rejectionOf } from '../domain/rejection'
import { returnTargets } from '@domain/expense/approvalMoves'
import { CommentBox, PictureRow } from '../components/ApprovalMoves'
import { expenseApiOf } from './useExpenseApi'

/** The class block of the move popups and the purpose of their member picks (bill-transfer, bill-add-approver). */
const MOVES = 'bill'

const STEP_STATE: Record<BillDetail['Steps'][number]['State'], string> = { waiting: '待审批', current: '审批中', approved: '已通过', rejected: '已驳回' }

/**
 * 报销单详情 (expenseControl/ReimbursementBillDetail, bill/ReimbursementBillDetail, bill/detail) and 对公报销详情
 * (bill/CorporateReimbursementBill/detail): costs, supplier, steps, history, the payment bill, actions.
 */
function BillDetailScreen({ query, variant }: ScreenProps<'expense' | 'bill' | 'detail' | 'corporate'>) {
  const root = useStores()
  const store = useStore(() => new BillDetailStore(expenseApiOf(root), query.billNo ?? ''))
  const [opinion, setOpinion] = useState('')
  // 转交 (issue 35 item 3), 加签 and 退回 (decision 0700): the member picked in 选择人员 and where, the step sent back
  // to, confirmed in popups (ui/ApprovalMovePopups, decision 0920).
  const [handOver, setHandOver] = useState<HandOver<ReimbursementMember> | null>(null)
  const [choosesBack, setChoosesBack] = useState(false)
  useShown(() => {
    const picked = takeHandOver(root, MOVES)
    if (picked) setHandOver(picked)
    return store.fetch()
  })
  const bill = store.doc.data
  const rejection = bill ? rejectionOf(bill) : null
  const isCorporate = bill ? bill.Kind === 'corporate' : variant === 'corporate'

  const finish = (done: string | null) => {
    if (!done) return
    setOpinion('')
    root.ui.toast(done)
    void root.client.refreshBadges()
  }
  const run = async (action: 'approve' | 'reject' | 'submit' | 'revoke') => finish(await store.run(action, opinion))
  const targets = bill ? returnTargets(bill.Steps) : []
  const payOut = usePayOut(
    root,
    'bill-pay',
    bill ? { amountFen: bill.PayableFen, payeeName: bill.Payee.Name, payeeAccount: [bill.Payee.BankName, bill.Payee.AccountNo].filter(Boolean).join(' ') } : null,
    (account) => void store.pay(account.PayAccountId).then(finish),
  )

  return (
    <PageLayout title={isCorporate ? '对公报销详情' : '报销单详情'}>
      <StateView state={store.doc.load} onRetry={() => store.fetch()}>
        {bill ? (
          <View className='expense bill-detail'>
            <View className='expense__head'>
              <Text className='expense__head-status bill-detail__status'>{bill.StatusText}</Text>
              {rejection ? <Text className='expense__error bill-detail__rejection'>{`${rejection.word}原因：${rejection.reason}（${rejection.by}）`}</Text> : null}
              <Text className='expense__head-amount'>{isCorporate ? '付款金额' : '报销金额'} {formatFen(bill.AmountFen)}</Text>
            </View>
            <View className='expense__section'>
              <InfoRow label={isCorporate ? '付款事由' : '报销事由'} value={bill.Title} />
              {bill.Reason ? <InfoRow label='说明' value={bill.Reason} /> : null}
              <InfoRow label={isCorporate ? '申请人' : '报销人'} value={isCorporate ? bill.ApplicantName : bill.ReimbursedMemberName} />
              {!isCorporate && bill.ReimbursedMemberName !== bill.ApplicantName ? <InfoRow label='申请人' value={bill.ApplicantName} /> : null}
              {bill.ProjectName ? <InfoRow label='项目' value={bill.ProjectName} /> : null}
              <InfoRow label='成本中心' value={bill.CostCenterName} />
              <InfoRow label='单号' value={bill.BillNo} />
              {bill.PaidAt ? <InfoRow label='支付时间' value={formatShanghai(bill.PaidAt)} /> : null}
              {bill.PaymentNo ? (
                <Text className='expense__link bill-detail__payment' onClick={() => openRoute('bill/PaymentBillDetail', { paymentNo: bill.PaymentNo })}>
                  付款单 {bill.PaymentNo} 〉
                </Text>
              ) : null}
            </View>
            <View className='expense__section bill-detail__money'>
              <InfoRow label='费用合计' value={formatFen(bill.AmountFen)} />
              {bill.CompanyPaidFen > 0 ? <InfoRow label='公司已付' value={`${formatFen(bill.CompanyPaidFen)}（不再支付）`} /> : null}
              {bill.OffsetFen > 0 ? <InfoRow label='冲借款' value={formatFen(bill.OffsetFen)} /> : null}
              {bill.DeductibleVatFen > 0 ? <InfoRow label='可抵扣进项税额' value={formatFen(bill.DeductibleVatFen)} /> : null}
              <InfoRow label={bill.Status === 'Paid' ? '实付金额' : '应付金额'} value={formatFen(bill.PayableFen)} />
              <InfoRow label='收款方' value={[bill.Payee.Name, bill.Payee.BankName, bill.Payee.AccountNo].filter(Boolean).join(' ')} />
            </View>
            {bill.LoanOffsets.length > 0 ? (
              <View className='expense__section bill-detail__offsets'>
                <Text className='expense__section-title'>冲借款</Text>
                {bill.LoanOffsets.map((o) => (
                  <Text key={o.RepayNo} className='expense__link' onClick={() => openRoute('expenseControl/LoanApplyBillDetail', { loanNo: o.LoanNo })}>
                    {o.LoanReason} {o.LoanNo} 冲抵 {formatFen(o.AmountFen)} 〉
                  </Text>
                ))}
              </View>
            ) : null}
            {bill.Supplier ? (
              <View className='expense__section'>
                <Text className='expense__section-title'>收款供应商</Text>
                <SupplierCard supplier={bill.Supplier} />
              </View>
            ) : null}
            <View className='expense__section'>
              <Text className='expense__section-title'>费用明细（{bill.Costs.length} 笔）</Text>
              {bill.Costs.map((cost) => (
                <CostCard key={cost.CostId} cost={{ ...cost, BillNo: '' }} onClick={() => openRoute('components/costDetails', { costId: cost.CostId })} />
              ))}
            </View>
            {bill.Attachments.length > 0 ? (
              <View className='expense__section'>
                <Text className='expense__section-title'>附件</Text>
                <View className='expense__image-row'>
                  {bill.Attachments.map((url, index) => (
                    <Image key={url} className='expense__image' src={url} mode='aspectFill' onClick={() => void Taro.previewImage({ current: url, urls: bill.Attachments })} {...imageAlt(`附件 ${index + 1}`)} />
                  ))}
                </View>
              </View>
            ) : null}
            {bill.Steps.length > 0 ? (
              <View className='expense__section'>
                <Text className='expense__section-title'>审批流程</Text>
                {bill.Steps.map((step) => (
                  <Text key={step.Level} className={`expense__step${step.State === 'current' ? ' expense__step--current' : ''}`}>
                    {step.Level}. {step.Name}（{step.ApproverNames.join('、')}）{STEP_STATE[step.State]}
                  </Text>
                ))}
              </View>
            ) : null}
            <View className='expense__section'>
              <Text className='expense__section-title'>处理记录</Text>
              {bill.History.map((entry, index) => (
                <View key={index} className='bill-detail__entry'>
                  <Text className='expense__history'>
                    {formatShanghai(entry.At, 'MM-DD HH:mm')} {entry.ActorName} {entry.Note || entry.StatusText}
                  </Text>
                  <PictureRow urls={entry.Attachments} label={`${entry.ActorName}的评论图片`} />
                </View>
              ))}
            </View>
            {bill.CanApprove ? (
              <View className='expense__section'>
                <Text className='expense__section-title'>审批意见</Text>
                <Textarea className='expense__input bill-detail__opinion' value={opinion} maxlength={200} placeholder='通过时选填，驳回、退回时必填' onInput={(e) => setOpinion(e.detail.value)} />
                <View className='bill-detail__moves'>
                  <AtButton className='expense__bar-button' type='secondary' size='small' disabled={store.busy !== null} onClick={() => openHandOverPicker(root, MOVES, 'transfer')}>转交</AtButton>
                  <AtButton className='expense__bar-button' type='secondary' size='small' disabled={store.busy !== null} onClick={() => openHandOverPicker(root, MOVES, 'add-approver')}>加签</AtButton>
                  <AtButton className='expense__bar-button' type='secondary' size='small' disabled={store.busy !== null || targets.length === 0} onClick={() => setChoosesBack(true)}>退回</AtButton>
                </View>
              </View>
            ) : null}
            {bill.CanComment ? <CommentBox store={store} onSent={finish} /> : null}
            <Text className='expense__error'>{store.actionError}</Text>
          </View>
        ) : null}
      </StateView>
      {bill ? <ActionBar bill={bill} busy={store.busy} onRun={(action) => (action === 'pay' ? payOut.start() : void run(action))} /> : null}
      {payOut.popup}
      <HandOverPopups
        block={MOVES}
        handOver={handOver}
        onClose={() => setHandOver(null)}
        onConfirm={({ kind, to }, position) => void (kind === 'transfer' ? store.transfer(to.MemberId, opinion) : store.addApprover(to.MemberId, position, opinion)).then(finish)}
      />
      <SendBackPopup block={MOVES} isOpened={choosesBack} targets={targets} onClose={() => setChoosesBack(false)} onConfirm={(level) => void store.sendBack(level, opinion).then(finish)} />
    </PageLayout>
  )
}

const ActionBar = observer(function ActionBar({ bill, busy, onRun }: { bill: BillDetail; busy: BillAction | null; onRun: (action: 'approve' | 'reject' | 'submit' | 'revoke' | 'pay') => void }) {
  const buttons: { key: string; text: string; type: 'primary' | 'secondary'; onClick: () => void }[] = []
  if (bill.CanApprove) {
    buttons.push({ key: 'reject', text: '驳回', type: 'secondary', onClick: () => onRun('reject') })
    buttons.push({ key: 'approve', text: '通过', type: 'primary', onClick: () => onRun('approve') })
  }
  if (bill.CanPay) buttons.push({ key: 'pay', text: '确认支付', type: 'primary', onClick: () => onRun('pay') })
  if (bill.CanRevoke) buttons.push({ key: 'revoke', text: '撤回', type: 'secondary', onClick: () => onRun('revoke') })
  if (bill.CanEdit) {
    const editRoute = bill.Kind === 'corporate' ? 'bill/CorporateReimbursementBill/create' : 'expenseControl/CreateReimbursementBill'
    buttons.push({ key: 'edit', text: '修改', type: 'secondary', onClick: () => void Taro.navigateTo({ url: linkTo(editRoute, { billNo: bill.BillNo }) }) })
    buttons.push({ key: 'submit', text: '提交审批', type: 'primary', onClick: () => onRun('submit') })
  }
  if (buttons.length === 0) return null
  return (
    <View className='expense__bar'>
      {buttons.map((b) => (
        <AtButton key={b.key} className='expense__bar-button' type={b.type} loading={busy === b.key} disabled={busy !== null} onClick={b.onClick}>
          {b.text}
        </AtButton>
      ))}
    </View>
  )
})

export default observer(BillDetailScreen)
