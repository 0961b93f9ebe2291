import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format/money'
import type { Outbox } from '@/stores/Outbox'
import { a11y } from '@/ui/a11y'
import { COST_DRAFT, COST_DRAFT_STATE_TEXT, type CostDraft } from '../offline/costDrafts'

/** Costs recorded with no network, at the top of the account book: waiting, sending, or refused (retry or drop). */
function QueuedCosts({ outbox }: { outbox: Outbox }) {
  const items = outbox.itemsOf<CostDraft>(COST_DRAFT)
  if (items.length === 0) return null
  return (
    <View className='queued-costs' aria-live='polite'>
      {items.map((item) => {
        const { body, typeName, photos, uploaded } = item.payload
        return (
          <View key={item.id} className={`expense__card queued-cost queued-cost--${item.state}`}>
            <View className='expense__card-main'>
              <Text className='expense__card-title'>{typeName || '费用'}</Text>
              <Text className='expense__card-sub'>{[body.CostDate, body.CityName, body.Remark].filter(Boolean).join(' · ')}</Text>
              {photos.length + uploaded.length > 0 ? <Text className='expense__card-sub'>发票 {photos.length + uploaded.length} 张</Text> : null}
              <Text className='queued-cost__state'>{COST_DRAFT_STATE_TEXT[item.state]}{item.message ? `：${item.message}` : ''}</Text>
              {item.state === 'conflict' ? (
                <View className='queued-cost__actions'>
                  <Text className='expense__link queued-cost__retry' {...a11y('重新提交', 'button')} onClick={() => void outbox.retry(item.id)}>重新提交</Text>
                  <Text className='expense__link queued-cost__drop' {...a11y('删除这条待发送费用', 'button')} onClick={() => void outbox.discard(item.id)}>删除</Text>
                </View>
              ) : null}
            </View>
            <Text className='expense__amount'>{formatFen(body.AmountFen)}</Text>
          </View>
        )
      })}
    </View>
  )
}

export default observer(QueuedCosts)
