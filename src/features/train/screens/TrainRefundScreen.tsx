import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http/ids'
import { formatFen } from '@/core/format'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { InfoRow } from '@/ui/InfoRow'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTrainApi } from '../api/trainApi'
import { REFUND_RULE_TEXT } from '@domain/train/refundFee'
import { REASONS } from '../domain/reasons'
import { reasonSessionOf } from '../stores/reasonSession'
import { TicketPicker } from '../components/TicketPicker'
import { TrainOrderDetailStore } from '../stores/TrainOrderDetailStore'
import '../components/train.scss'

const PURPOSE = 'train-refund'

/** 退票 (/pages/order3.0/train/returnTicket/index): the ticket, 12306's fee and what comes back, the reason, confirm. */
function TrainRefundScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new TrainOrderDetailStore(orderNo, { api: createTrainApi(root.request), createReqId: () => createReqId() }))
  const [reason, setReason] = useState<string>(REASONS.refund[0])
  const [asking, setAsking] = useState(false)
  useShown(() => {
    const picked = reasonSessionOf(root).take(PURPOSE)
    if (picked) setReason(picked)
    if (!store.order) void store.fetch().then((ok) => ok && store.loadQuote())
  })
  const pickReason = () => {
    reasonSessionOf(root).open(PURPOSE, { kind: 'refund', current: reason })
    openRoute('order3.0/train/common/selectReason', { kind: 'refund' })
  }
  const confirm = async () => {
    setAsking(false)
    if (await store.refund(reason)) {
      root.ui.toast('退票成功，退款将原路退回')
      void Taro.redirectTo({ url: linkTo('order3.0/train/detail', { orderNo }) })
    } else root.ui.toast(store.actionError)
  }
  const { order, quote } = store

  return (
    <PageLayout title='退票'>
      <StateView state={store.load} onRetry={() => void store.fetch().then((ok) => ok && store.loadQuote())} isEmpty={!orderNo} emptyText='缺少订单号'>
        {order ? (
          <View className='train-page'>
            <View className='train-section'>
              <InfoRow label='车次' value={`${order.TrainNo} ${order.Date} ${order.DepartTime}`} />
              <InfoRow label='行程' value={`${order.FromStationName} → ${order.ToStationName}`} />
              {order.Passengers.length === 1 ? <InfoRow label='乘车人' value={`${order.Passengers[0].Name} ${order.Passengers[0].SeatNo}`} /> : null}
            </View>
            {order.Passengers.length > 1 ? (
              <TicketPicker passengers={order.Passengers} picked={store.picked} title='选择退票乘车人' onToggle={(id) => void store.toggleTicket(id)} />
            ) : null}
            <View className='train-section'>
              {quote ? (
                <>
                  <InfoRow label={order.Passengers.length > 1 ? `所选${store.picked.length}张票款` : '实付金额'} value={formatFen(quote.PaidFen)} />
                  <InfoRow label='退票费' value={formatFen(quote.FeeFen)} />
                  <InfoRow label='预计退款' value={formatFen(quote.RefundFen)} />
                  <View className='train-note'>{quote.RateText}</View>
                </>
              ) : (
                <View className='train-error'>{store.actionError || (store.picked.length === 0 ? '请选择退票乘车人' : '正在计算退票费...')}</View>
              )}
              <View className='train-row' onClick={pickReason}>
                <Text className='train-row__label'>退票原因</Text>
                <Text className='train-refund__reason'>{reason} ›</Text>
              </View>
            </View>
            <View className='train-section train-note'>{REFUND_RULE_TEXT}</View>
            <AtButton type='primary' className='train-refund__submit' disabled={!quote || store.picked.length === 0 || store.isActing} loading={store.isActing} onClick={() => setAsking(true)}>
              确认退票
            </AtButton>
            <ConfirmPopup
              isOpened={asking && quote !== null}
              content={quote ? `${quote.RateText}。退票费${formatFen(quote.FeeFen)}，预计退款${formatFen(quote.RefundFen)}，确定退票吗？` : ''}
              onConfirm={() => void confirm()}
              onCancel={() => setAsking(false)}
            />
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(TrainRefundScreen)
