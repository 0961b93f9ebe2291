import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format'
import { BottomSheet } from '@/ui/BottomSheet'
import { CANCEL_REASONS, type HotelOrderDetailStore } from '../stores/HotelOrderDetailStore'

type Props = { store: HotelOrderDetailStore; isOpened: boolean; onClose: () => void; onDone: () => void }

/** 取消订单: the reason, what it costs by the cancel rule, and where the refund goes. */
export const HotelCancelSheet = observer(function HotelCancelSheet({ store, isOpened, onClose, onDone }: Props) {
  const preview = store.cancelPreview
  const submit = async () => {
    if (await store.cancel()) onDone()
  }
  return (
    <BottomSheet isOpened={isOpened} title='取消订单' onClose={onClose}>
      <View className='reason-list'>
        {CANCEL_REASONS.map((reason) => (
          <View
            key={reason}
            className={`reason-list__item${store.cancelReason === reason ? ' reason-list__item--active' : ''}`}
            onClick={() => store.setCancelReason(reason)}
          >
            {reason}
          </View>
        ))}
      </View>
      {preview === null ? (
        <Text className='sheet-error'>该订单不可取消</Text>
      ) : preview.refundFen > 0 ? (
        <Text className='order-card__line'>
          {preview.isFree ? '免费取消，' : `取消将收取${formatFen(preview.penaltyFen)}，`}预计退款{formatFen(preview.refundFen)}，原路退回
        </Text>
      ) : (
        <Text className='order-card__line'>{preview.penaltyFen > 0 ? `取消将收取${formatFen(preview.penaltyFen)}` : '免费取消'}</Text>
      )}
      {store.actionError ? <Text className='sheet-error'>{store.actionError}</Text> : null}
      <AtButton type='primary' loading={store.isActing} disabled={store.isActing || preview === null} onClick={() => void submit()}>
        确认取消
      </AtButton>
    </BottomSheet>
  )
})
