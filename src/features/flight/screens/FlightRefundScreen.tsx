import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { useFlight } from '../hooks'
import { FlightOrderStore } from '../stores/FlightOrderStore'
import '../components/flight.scss'

/**
 * 退票 (order3.0/flight/refund): the fee of now by the fare rule (none for a flight change), the reason, confirm. A
 * multi-passenger order ticks the passengers to refund (all by default, decision 0790) and shows each one's fee.
 */
function FlightRefundScreen({ query }: ScreenProps) {
  const { root, api } = useFlight()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new FlightOrderStore(orderNo, { api, createReqId: () => createReqId() }))
  useShown(() => {
    const seq = Number(query.seq)
    if (seq > 0 && store.seqs.length === 0) store.setSeqs([seq])
    return store.fetchRefund()
  })
  const quote = store.quote
  const segments = store.refundable
  const passengers = store.ticketedPassengers

  const [isConfirming, setConfirming] = useState(false)
  const refund = async () => {
    setConfirming(false)
    if (await store.refund()) {
      const result = store.lastResult
      root.ui.toast(result ? `退票成功，${formatFen(result.RefundFen)}${result.RefundToText || '将原路退回'}` : '退票成功')
      void Taro.navigateBack()
    } else if (store.actionError) root.ui.toast(store.actionError)
  }

  return (
    <PageLayout title='退票'>
      <StateView state={store.quoteLoad} onRetry={() => void store.fetchRefund()} isEmpty={!orderNo} emptyText='缺少订单号'>
        {quote ? (
          <View className='flight-page'>
            {segments.length > 1 ? (
              <View className='flight-section'>
                <Text className='flight-section__title'>选择退票航段</Text>
                {segments.map((s) => (
                  <Text key={s.Seq} className={`flight-reason${store.isChosen(s.Seq) ? ' flight-reason--on' : ''}`} onClick={() => void store.toggleSeq(s.Seq)}>
                    {store.isChosen(s.Seq) ? '☑ ' : '☐ '}{s.Seq === 1 ? '去程' : '返程'} {s.DepartTime} {s.FlightNo} {s.DepartCityName}→{s.ArriveCityName}
                  </Text>
                ))}
              </View>
            ) : null}
            {passengers.length > 1 ? (
              <View className='flight-section'>
                <Text className='flight-section__title'>选择退票乘机人</Text>
                {passengers.map((p) => (
                  <Text key={p.Seq} className={`flight-passenger-pick${store.isPassengerChosen(p.Seq) ? ' flight-passenger-pick--on' : ''}`} onClick={() => void store.togglePassenger(p.Seq)}>
                    {store.isPassengerChosen(p.Seq) ? '☑ ' : '☐ '}{p.Name} {p.IdNoMasked}
                  </Text>
                ))}
              </View>
            ) : null}
            <View className='flight-section'>
              <Text className='flight-section__title'>{quote.Description}</Text>
              {quote.IsRefundable ? (
                <View>
                  <Text className='flight-refund-fee'>退票费 {formatFen(quote.FeeFen)}</Text>
                  <View><Text className='flight-muted'>预计退款 {formatFen(quote.RefundFen)}，原路退回</Text></View>
                  {passengers.length > 1 && quote.Tickets
                    ? quote.Tickets.map((t) => (
                      <Text key={t.PassengerSeq} className='flight-refund-ticket'>{t.Name}：退票费{formatFen(t.FeeFen)}，退款{formatFen(t.RefundFen)}</Text>
                    ))
                    : null}
                </View>
              ) : null}
            </View>
            {quote.IsRefundable ? (
              <View>
                <View className='flight-section'>
                  <Text className='flight-section__title'>退票原因</Text>
                  {quote.Reasons.map((r) => (
                    <Text key={r} className={`flight-reason${store.reason === r ? ' flight-reason--on' : ''}`} onClick={() => store.setReason(r)}>{r}</Text>
                  ))}
                </View>
                {store.actionError ? <View className='state-view__notice'>{store.actionError}</View> : null}
                <ConfirmPopup
                  isOpened={isConfirming}
                  content={`退票费${formatFen(quote.FeeFen)}，预计退款${formatFen(quote.RefundFen)}，确定退票吗？`}
                  confirmText='确定退票'
                  onConfirm={() => void refund()}
                  onCancel={() => setConfirming(false)}
                />
                <View className='flight-section'>
                  <AtButton type='primary' loading={store.isActing} disabled={store.isActing} onClick={() => setConfirming(true)}>确认退票</AtButton>
                </View>
              </View>
            ) : null}
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(FlightRefundScreen)
