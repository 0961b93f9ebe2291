import type { TravelApplyDetail } from '@api/travelApply'
import { Text, View } from '@tarojs/components'
import { LEG_PRODUCT_TEXT } from '@domain/travelApply/travelBill'
import { formatFen } from '@/core/format'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { PRODUCT_TITLE } from '../domain/travelApplyForm'
import './travelApply.scss'

function Common({ detail }: { detail: TravelApplyDetail }) {
  return (
    <>
      {detail.Remark ? <InfoRow label='备注' value={detail.Remark} /> : null}
      {detail.RejectReason ? <InfoRow label='驳回原因' value={detail.RejectReason} emphasis /> : null}
    </>
  )
}

/** What an application asks for, by its kind: 日常申请, the guangxin 出差单 (legs) or the standard 出差申请. */
export function ApplicationFacts({ detail }: { detail: TravelApplyDetail }) {
  if (detail.Kind === 'daily') {
    return (
      <Section title='申请内容'>
        <InfoRow label='申请类型' value={detail.Category ?? ''} />
        <InfoRow label='申请事由' value={detail.Reason} />
        <InfoRow label='发生城市' value={detail.Cities.join('、') || '不限'} />
        <InfoRow label='发生日期' value={detail.StartDate === detail.EndDate ? detail.StartDate : `${detail.StartDate} 至 ${detail.EndDate}`} />
        <InfoRow label='预计金额' value={formatFen(detail.BudgetFen)} />
        <Common detail={detail} />
      </Section>
    )
  }
  const legs = detail.Legs ?? []
  return (
    <>
      {detail.Variant === 'guangxin' && legs.length ? (
        <Section title='行程'>
          {legs.map((leg, index) => (
            <View key={`${leg.Date}-${index}`} className='travel-bill-timeline__leg'>
              <Text>{`第${index + 1}程 ${leg.FromCity} → ${leg.ToCity}`}</Text>
              <Text>{`${leg.Date} ${LEG_PRODUCT_TEXT[leg.Product]}`}</Text>
            </View>
          ))}
        </Section>
      ) : null}
      <Section title={detail.Variant === 'guangxin' ? '出差信息' : '行程'}>
        {detail.Category ? <InfoRow label='出差类型' value={detail.Category} /> : null}
        <InfoRow label='出差事由' value={detail.Reason} />
        <InfoRow label='行程' value={`${detail.DepartCity} → ${detail.Cities.join('、')}`} />
        {detail.IsAfterTheFact ? <InfoRow label='申请方式' value='补申请（出差已结束）' /> : null}
        <InfoRow label='日期' value={`${detail.StartDate} 至 ${detail.EndDate}`} />
        {(detail.CityDays ?? []).map((c) => (
          <InfoRow key={c.CityName} label='所在城市' value={`${c.CityName} ${c.StartDate === c.EndDate ? c.StartDate : `${c.StartDate} 至 ${c.EndDate}`}`} />
        ))}
        <InfoRow label='出行方式' value={detail.Products.map((p) => PRODUCT_TITLE[p]).join('、')} />
        <InfoRow label='预估费用' value={formatFen(detail.BudgetFen)} />
        <InfoRow label='出行人' value={detail.Travellers.map((t) => t.Name).join('、')} />
        <Common detail={detail} />
      </Section>
    </>
  )
}
