import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { formatFen } from '@/core/format/money'
import type { RootStore } from '@/stores/root'
import { useShown } from '../../shared/hooks/useShown'
import { createLoansApi } from '../api/loansApi'
import { offsetDraftOf, type LoanOffsetItem } from '../stores/OffsetDraft'
import { loanPickSession, openLoanPicker } from './index'
import '../components/loans.scss'
import { fenToYuan } from '@domain/money/money'

/** An offset the bill being edited already holds. */
export type HeldOffset = { LoanNo: string; AmountFen: number; LoanReason?: string }

const PURPOSE = 'bill-offset'
const NONE_HELD: readonly HeldOffset[] = []

/**
 * 冲借款 on a reimbursement bill form: shown when the member owes or the bill holds offsets; picks up to ten open
 * loans, each with an amount (typed, or the rest of the bill total spread over them), and shows the totals.
 */
export const LoanOffsetLine = observer(function LoanOffsetLine({ root, billTotalFen, held = NONE_HELD }: { root: RootStore; billTotalFen: number; held?: readonly HeldOffset[] }) {
  const draft = offsetDraftOf(root)
  useEffect(() => draft.reset(), [draft])
  useEffect(() => draft.startFrom(held), [draft, held])
  useShown(() => {
    const picked = loanPickSession(root).take(PURPOSE)
    if (picked) draft.add(picked)
    return draft.fetch(createLoansApi(root.request))
  })
  if (!draft.loaded || (draft.availableFen <= 0 && draft.picks.length === 0 && !draft.touched)) return null
  const plan = draft.planFor(billTotalFen)
  const pick = () => openLoanPicker(root, PURPOSE)
  return (
    <View className='loan-offset'>
      {draft.picks.map((p, i) => (
        <View key={p.loanNo} className='loans__field loan-offset__line'>
          <View className='loan-offset__loan'>
            <Text>{`冲借款 ${p.loanNo}`}</Text>
            <Text className='loans__placeholder'>{`${p.reason ? `${p.reason} ` : ''}可冲抵 ${formatFen(p.heldFen + p.availableFen)}`}</Text>
          </View>
          <Input
            className='loan-offset__amount'
            type='digit'
            value={p.amountText}
            placeholder={(plan.lines[i]?.amountFen ?? 0) > 0 ? fenToYuan(plan.lines[i].amountFen) : '0.00'}
            onInput={(e) => draft.setAmount(p.loanNo, e.detail.value)}
          />
          <Text className='loans__link loan-offset__remove' onClick={() => draft.remove(p.loanNo)}>移除</Text>
        </View>
      ))}
      {draft.canAdd && draft.availableFen > 0 ? (
        <View className='loans__field loan-offset__add' onClick={pick}>
          <Text>{draft.picks.length === 0 ? `冲借款（可冲抵 ${formatFen(draft.availableFen)}）〉` : '再选一笔借款 〉'}</Text>
        </View>
      ) : null}
      {draft.picks.length > 0 ? (
        <View className='loan-offset__total'>
          <Text>{`冲借款合计 ${formatFen(plan.totalFen)}，实际支付 ${formatFen(plan.payFen)}`}</Text>
          <Text className='loans__link' onClick={() => draft.clear()}>不冲抵</Text>
        </View>
      ) : null}
      {draft.touched && plan.error ? <Text className='loans__error loan-offset__error'>{plan.error}</Text> : null}
    </View>
  )
})

/** The bill save's LoanOffsets for the form's choice (undefined: keep what the bill holds). */
export function loanOffsetsFor(root: RootStore, billTotalFen: number): LoanOffsetItem[] | undefined {
  return offsetDraftOf(root).offsetsFor(billTotalFen)
}

/** Why the chosen offsets cannot be saved (shown on the form), or null. */
export function loanOffsetError(root: RootStore, billTotalFen: number): string | null {
  return offsetDraftOf(root).errorFor(billTotalFen)
}

/** Once the bill saved: forget the choice. */
export function clearLoanOffset(root: RootStore): void {
  offsetDraftOf(root).reset()
}
