import type { SubsidyLine } from '@api/subsidy'
import { Text, View } from '@tarojs/components'
import { formatFen } from '@/core/format/money'
import { openRoute } from '../../shared/navigation'
import { dayText } from '../domain/subsidyText'
import './expense.scss'
import './subsidy.scss'

/** 已申领的补贴: each claimed subsidy opens 编辑补贴费用. */
export function SubsidyLines({ lines }: { lines: SubsidyLine[] }) {
  return (
    <View>
      <Text className='subsidy__lines-title'>已申领的补贴</Text>
      {lines.map((line) => (
        <View key={line.CostId} className='expense__card' onClick={() => openRoute('bill/travel-subsidy/edit-cost', { costId: line.CostId })}>
          <View className='expense__card-main'>
            <Text className='expense__card-title'>{`${line.CityName} ${line.FirstDate} 至 ${line.LastDate}`}</Text>
            <Text className='expense__card-sub'>{line.BillNo ? `已关联报销单 ${line.BillNo}` : `${dayText(line.DayCount)} · 可编辑`}</Text>
          </View>
          <Text className='expense__amount'>{formatFen(line.AmountFen)}</Text>
        </View>
      ))}
    </View>
  )
}
