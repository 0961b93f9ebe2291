import { Text, View } from '@tarojs/components'

/** An offset the bill being edited already holds. */
export type HeldOffset = { LoanNo: string; AmountFen: number }
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format/money'
import type { RootStore } from '@/stores/root'
import { useShown } from '../../shared/hooks/useShown'
import { createLoansApi } from '../api/loansApi'
import { offsetDraftOf, type LoanOffsetItem } from '../stores/OffsetDraft'
import { loanPickSession, openLoanPicker } from './index'
import '../components/loans.scss'

const PURPOSE = 'bill-offset'

/** 冲借款 on a reimbursement bill form: shown when the member owes; picks one open loan to offset with the bill's save. */
export const LoanOffsetLine = observer(function LoanOffsetLine({ root, billTotalFen, held = [] }: { root: RootStore; billTotalFen: number; held?: readonly HeldOffset[] }) {
  const draft = offsetDraftOf(root)
  useShown(() => {
    const picked = loanPickSession(root).take(PURPOSE)
    if (picked) draft.choose(picked)
    return draft.fetch(createLoansApi(root.request))
  })
  const keepsHeld = !draft.touched && held.length > 0
  if (!draft.loaded || (draft.availableFen <= 0 && !draft.loan && !keepsHeld)) return null
  const loan = draft.loan
  const text = keepsHeld
    ? `冲借款 ${held.map((h) => `${h.LoanNo} ${formatFen(h.AmountFen)}`).join('、')}`
    : loan
      ? `冲借款 ${loan.LoanNo} ${formatFen(draft.amountFor(billTotalFen))}`
      : `冲借款（可冲抵 ${formatFen(draft.availableFen)}）〉`
  return (
    <View className='loans__field loan-offset'>
      <Text onClick={() => openLoanPicker(root, PURPOSE, loan?.LoanNo ?? held[0]?.LoanNo ?? '')}>{text}</Text>
      {loan || keepsHeld ? <Text className='loans__link' onClick={() => draft.choose(null)}>不冲抵</Text> : null}
    </View>
  )
})

/** The bill save's LoanOffsets for the form's choice (undefined: keep what the bill holds). */
export function loanOffsetsFor(root: RootStore, billTotalFen: number): LoanOffsetItem[] | undefined {
  return offsetDraftOf(root).offsetsFor(billTotalFen)
}

/** Once the bill saved: forget the choice. */
export function clearLoanOffset(root: RootStore): void {
  offsetDraftOf(root).reset()
}
