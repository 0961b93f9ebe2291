import type { BillSummary } from '@api/expense'
import { Text, View } from '@tarojs/components'
import { formatFen } from '@/core/format/money'
import { formatShanghai } from '@/core/format/date'

/** One bill in a list: title, applicant and date, amount and status. */
export function BillCard({ bill, onOpen }: { bill: BillSummary; onOpen: (bill: BillSummary) => void }) {
  return (
    <View className='expense__card bill-card' onClick={() => onOpen(bill)}>
      <View className='expense__card-main'>
        <Text className='expense__card-title'>{bill.Kind === 'corporate' ? `对公 · ${bill.Title}` : bill.Title}</Text>
        <Text className='expense__card-sub'>
          {bill.ApplicantName} · {formatShanghai(bill.CreatedAt, 'YYYY-MM-DD')} · {bill.BillNo}
        </Text>
      </View>
      <View>
        <Text className='expense__amount'>{formatFen(bill.AmountFen)}</Text>
        <Text className={`expense__status expense__status--${bill.Status}`}>{bill.StatusText}</Text>
      </View>
    </View>
  )
}
