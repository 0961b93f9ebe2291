import type { RepaymentSummary } from '@api/loans'
import { Text, View } from '@tarojs/components'
import { formatShanghai } from '@/core/format/date'
import { formatFen } from '@/core/format/money'

/** A repayment in a list: who, how, which loan; amount and status. */
export function RepaymentCard({ repayment: r, onClick }: { repayment: RepaymentSummary; onClick: (r: RepaymentSummary) => void }) {
  return (
    <View className='loans__card repayment-card' onClick={() => onClick(r)}>
      <View className='loans__card-main'>
        <Text className='loans__card-title'>{r.ApplicantName} · {r.MethodText}</Text>
        <Text className='loans__card-sub'>{r.RepayNo} · 借款 {r.LoanNo} · {formatShanghai(r.CreatedAt, 'YYYY-MM-DD')}</Text>
      </View>
      <View>
        <Text className='loans__amount'>{formatFen(r.AmountFen)}</Text>
        <Text className='loans__status'>{r.StatusText}</Text>
      </View>
    </View>
  )
}
