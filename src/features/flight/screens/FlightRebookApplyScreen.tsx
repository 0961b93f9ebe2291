import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { openRoute } from '../../shared/navigation'
import { LinkRow } from '../components/Rows'
import { flightRoute } from '../domain/flightRoutes'
import { useRebook } from '../hooks'
import '../components/flight.scss'

/** 改签申请 (rebook/modifyApply): old and new flight, change fee and fare difference for every passenger, the reason, apply. */
function FlightRebookApplyScreen({ query }: ScreenProps) {
  const { root, rebook } = useRebook()
  const orderNo = orderNoOf(query)
  const segment = rebook.segment
  const chosen = rebook.chosen
  const quote = rebook.quote

  const apply = async () => {
    if (await rebook.apply()) {
      const result = rebook.result
      if (result?.PayOrderNo) {
        root.ui.toast(result.PayMethodText)
        void Taro.redirectTo({ url: linkTo(flightRoute('pay'), { orderNo: result.PayOrderNo }) })
        return
      }
      const newOrder = result?.ChangeOrderNo ? `，改签单${result.ChangeOrderNo}` : ''
      root.ui.toast(result && result.ChargedFen > 0 ? `改签成功，${result.PayMethodText}${formatFen(result.ChargedFen)}${newOrder}` : `改签成功${newOrder}`)
      void Taro.redirectTo({ url: linkTo(flightRoute('orderDetail'), { orderNo }) })
    } else if (rebook.submitError) root.ui.toast(rebook.submitError)
  }

  return (
    <PageLayout title='改签申请'>
      <StateView state={rebook.quoteLoad} onRetry={() => void rebook.fetchQuote()} isEmpty={!segment || !chosen} emptyText='请先选择改签航班'>
        {segment && chosen && quote ? (
          <View className='flight-page'>
            <View className='flight-section'>
              <Text className='flight-section__title'>原航班</Text>
              <Text className='flight-muted'>{segment.DepartTime} {segment.AirlineName}{segment.FlightNo} {segment.CabinName}</Text>
            </View>
            <View className='flight-section'>
              <Text className='flight-section__title'>新航班</Text>
              <Text>{chosen.flight.DepartTime} {chosen.flight.AirlineName}{chosen.flight.FlightNo} {chosen.fare.CabinName}</Text>
              <View><Text className='flight-muted'>{chosen.flight.DepartAirportName}{chosen.flight.DepartTerminal} → {chosen.flight.ArriveAirportName}{chosen.flight.ArriveTerminal}（{chosen.flight.ArriveTime.slice(11)}到达）</Text></View>
            </View>
            <View className='flight-section'>
              <Text className='flight-section__title'>改签费用</Text>
              {rebook.passengerIds.length > 0 ? (
                <Text className='flight-muted flight-rebook-passengers'>改签乘机人：{rebook.ticketedPassengers.filter((p) => rebook.isPassengerChosen(p.Seq)).map((p) => p.Name).join('、')}</Text>
              ) : null}
              <Text className='flight-muted'>{quote.Description}</Text>
              <LinkRow label='改签费' value={formatFen(quote.ChangeFeeFen)} />
              <LinkRow label='差价' value={formatFen(quote.FareDifferenceFen)} />
              <LinkRow label='合计' value={formatFen(quote.TotalFen)} />
              {quote.TotalFen > 0 ? <Text className='flight-muted'>{quote.IsPersonalPay ? '需个人支付，支付成功后完成改签' : '费用将从企业账户扣除'}</Text> : null}
            </View>
            <View className='flight-section'>
              <LinkRow label='改签原因' value={`${rebook.reason || '请选择'} ›`} onClick={() => openRoute(flightRoute('rebookReason'), { orderNo })} />
            </View>
            {rebook.submitError ? <View className='state-view__notice'>{rebook.submitError}</View> : null}
            <View className='flight-footer-space' />
            <View className='flight-footer'>
              <Text className='flight-footer__amount'>{formatFen(quote.TotalFen)}</Text>
              <AtButton type='primary' loading={rebook.isSubmitting} disabled={rebook.isSubmitting || !quote.IsAllowed} onClick={() => void apply()}>{quote.IsPersonalPay && quote.TotalFen > 0 ? '确认改签并支付' : '确认改签'}</AtButton>
            </View>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(FlightRebookApplyScreen)
