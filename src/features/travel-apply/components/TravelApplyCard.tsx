import type { TravelApplySummary } from '@api/travelApply'
import { Text, View } from '@tarojs/components'
import { formatFen } from '@/core/format'
import { cardTitleOf, PRODUCT_TITLE, STATUS_TONE } from '../domain/travelApplyForm'
import './travelApply.scss'

/** One application in a list: route, dates, reason, products, budget and status. */
export function TravelApplyCard({ item, onOpen, isSelected }: { item: TravelApplySummary; onOpen: (item: TravelApplySummary) => void; isSelected?: boolean }) {
  return (
    <View className={`travel-apply-card${isSelected ? ' travel-apply-card--on' : ''}`} onClick={() => onOpen(item)}>
      <View className='travel-apply-card__head'>
        <Text className='travel-apply-card__route'>{cardTitleOf(item)}</Text>
        <Text className={`travel-apply-status travel-apply-status--${STATUS_TONE[item.Status]}`}>{item.StatusText}</Text>
      </View>
      <Text className='travel-apply-card__line'>
        {item.StartDate} 至 {item.EndDate} · {item.Reason}
      </Text>
      <Text className='travel-apply-card__line'>
        {item.Kind === 'daily' ? `预计${formatFen(item.BudgetFen)} · ${item.ApplicantName}` : `${item.Products.map((p) => PRODUCT_TITLE[p]).join('、')} · 预估${formatFen(item.BudgetFen)} · ${item.ApplicantName}`}
      </Text>
    </View>
  )
}
