import type { LoanSummary } from '@api/loans'
import { Text, View } from '@tarojs/components'
import { formatShanghai } from '@/core/format/date'
import { formatFen } from '@/core/format/money'

type Props = { loan: LoanSummary; chosen?: boolean; onClick: (loan: LoanSummary) => void }

/** A loan in a list: reason, number and date; amount and status (with what is left once paid out). */
export function LoanCard({ loan, chosen = false, onClick }: Props) {
  return (
    <View className={`loans__card loan-card${chosen ? ' loans__card--on' : ''}`} onClick={() => onClick(loan)}>
      <View className='loans__card-main'>
        <Text className='loans__card-title'>{loan.Reason}</Text>
        <Text className='loans__card-sub'>
          {loan.LoanNo} · {loan.ApplicantName} · {formatShanghai(loan.CreatedAt, 'YYYY-MM-DD')}
        </Text>
      </View>
      <View>
        <Text className='loans__amount'>{formatFen(loan.AmountFen)}</Text>
        <Text className='loans__status'>
          {loan.StatusText}
          {loan.Status === 'Paid' && loan.OutstandingFen > 0 ? ` ${formatFen(loan.OutstandingFen)}` : ''}
        </Text>
      </View>
    </View>
  )
}
