import type { BillSummary } from '@api/expense'
import { Text, View } from '@tarojs/components'
import { formatFen } from '@/core/format/money'
import { formatShanghai } from '@/core/format/date'

/** A tick on the card (批量支付, decision 0650). */
export type BillPick = { on: boolean; onToggle: (bill: BillSummary) => void }

/** One bill in a list: title, applicant and date, amount and status; with `pick`, a tick before it. */
export function BillCard({ bill, onOpen, pick }: { bill: BillSummary; onOpen: (bill: BillSummary) => void; pick?: BillPick }) {
  return (
    <View className='expense__card bill-card' onClick={() => onOpen(bill)}>
      {pick ? (
        <View
          className='bill-card__pick'
          role='checkbox'
          aria-checked={pick.on}
          aria-label={`选择 ${bill.Title}`}
          onClick={(event) => {
            event.stopPropagation()
            pick.onToggle(bill)
          }}
        >
          <Text>{pick.on ? '☑' : '☐'}</Text>
        </View>
      ) : null}
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
