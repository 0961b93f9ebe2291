import type { Cost } from '@api/expense'
import { Text, View } from '@tarojs/components'
import { costClaimText } from '@domain/expense/billStatus'
import { formatFen } from '@/core/format/money'

type Props = { cost: Cost; chosen?: boolean; onClick?: () => void; onLongPress?: () => void }

/** One cost: type, date, city and remark, its amount and whether a bill claims it. */
export function CostCard({ cost, chosen, onClick, onLongPress }: Props) {
  const sub = [cost.CostDate, cost.CityName, cost.Remark].filter(Boolean).join(' · ')
  return (
    <View className={`expense__card cost-card${chosen ? ' expense__card--chosen' : ''}`} onClick={onClick} onLongPress={onLongPress}>
      <View className='expense__card-main'>
        <Text className='expense__card-title'>{cost.CostTypeName}</Text>
        <Text className='expense__card-sub'>{sub}</Text>
        {cost.Attachments.length > 0 ? <Text className='expense__card-sub'>发票 {cost.Attachments.length} 张</Text> : null}
        {cost.CompanyPaid ? <Text className='expense__card-sub cost-card__company-paid'>公司已付 · 不报销给个人</Text> : null}
      </View>
      <View>
        <Text className='expense__amount'>{formatFen(cost.AmountFen)}</Text>
        {cost.BillNo ? <Text className='expense__status'>{costClaimText(cost.BillNo, cost.BillStatus)}</Text> : chosen !== undefined ? <Text className='expense__status'>{chosen ? '已选' : ''}</Text> : null}
      </View>
    </View>
  )
}
