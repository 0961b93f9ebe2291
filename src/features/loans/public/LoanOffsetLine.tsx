import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format/money'
import type { RootStore } from '@/stores/root'
import { useShown } from '../../shared/hooks/useShown'
import { createLoansApi } from '../api/loansApi'
import { offsetDraftOf } from '../stores/OffsetDraft'
import { loanPickSession, openLoanPicker } from './index'
import '../components/loans.scss'

const PURPOSE = 'bill-offset'

/** 冲借款 on a reimbursement bill form: shown when the member owes; picks one open loan to offset. */
export const LoanOffsetLine = observer(function LoanOffsetLine({ root, billTotalFen }: { root: RootStore; billTotalFen: number }) {
  const draft = offsetDraftOf(root)
  useShown(() => {
    const picked = loanPickSession(root).take(PURPOSE)
    if (picked) draft.choose(picked)
    return draft.fetch(createLoansApi(root.request))
  })
  if (!draft.loaded || (draft.availableFen <= 0 && !draft.loan)) return null
  const loan = draft.loan
  return (
    <View className='loans__field loan-offset'>
      <Text onClick={() => openLoanPicker(root, PURPOSE, loan?.LoanNo ?? '')}>
        {loan ? `冲借款 ${loan.LoanNo} ${formatFen(draft.amountFor(billTotalFen))}` : `冲借款（可冲抵 ${formatFen(draft.availableFen)}）〉`}
      </Text>
      {loan ? <Text className='loans__link' onClick={() => draft.choose(null)}>不冲抵</Text> : null}
    </View>
  )
})

/** After the bill is saved: offsets the chosen loan; answers a Chinese failure or ''. */
export function applyLoanOffset(root: RootStore, billNo: string, billTotalFen: number): Promise<string> {
  return offsetDraftOf(root).apply(createLoansApi(root.request), billNo, billTotalFen)
}
