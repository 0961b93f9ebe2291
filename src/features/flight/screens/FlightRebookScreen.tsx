import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { describeTiers } from '@domain/flight/fareRules'
import { weekdayOfWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { openRoute } from '../../shared/navigation'
import { LinkRow } from '../components/Rows'
import { flightRoute } from '../domain/flightRoutes'
import { useRebook } from '../hooks'
import '../components/flight.scss'

/**
 * 改签 (order3.0/flight/rebook): which segment, the new date and the reason, then the flights of that day. A
 * multi-passenger order ticks the passengers to change (all by default, decision 0791), their insurance following them
 * (decision 0810); a round trip's or a personal-pay order's passengers are listed without ticks, with the reason.
 */
function FlightRebookScreen({ query }: ScreenProps) {
  const { root, rebook } = useRebook()
  const orderNo = orderNoOf(query)
  useShown(() => rebook.start(orderNo, Number(query.seq) || undefined))
  const order = rebook.order
  const segment = rebook.segment

  const search = () => {
    if (!segment) return root.ui.toast('请选择需要改签的航段')
    if (!rebook.reason) return root.ui.toast('请选择改签原因')
    openRoute(flightRoute('rebookList'), { orderNo })
  }

  return (
    <PageLayout title='改签'>
      <StateView state={rebook.load} onRetry={() => void rebook.start(orderNo)} isEmpty={!orderNo || (rebook.load.isReady && rebook.choosable.length === 0)} emptyText='没有可改签的航段'>
        {order && segment ? (
          <View className='flight-page'>
            <View className='flight-section'>
              <Text className='flight-section__title'>选择改签航段</Text>
              {rebook.choosable.map((s) => (
                <Text key={s.Seq} className={`flight-reason${s.Seq === rebook.seq ? ' flight-reason--on' : ''}`} onClick={() => rebook.chooseSegment(s.Seq)}>
                  {s.Seq === rebook.seq ? '● ' : '○ '}{order.Segments.length > 1 ? (s.Seq === 1 ? '去程 ' : '返程 ') : ''}{s.DepartTime} {s.FlightNo} {s.DepartCityName}→{s.ArriveCityName} {s.CabinName}
                </Text>
              ))}
              {segment.ChangeNotice ? <Text className='flight-notice flight-change'>航变：{segment.ChangeNotice}（免收改签费）</Text> : null}
              <View><Text className='flight-muted'>改期：{describeTiers(segment.Rules.Change).join('；')}</Text></View>
            </View>
            {rebook.ticketedPassengers.length > 1 && rebook.wholeChangeReason ? (
              <View className='flight-section'>
                <Text className='flight-section__title'>改签乘机人</Text>
                {rebook.ticketedPassengers.map((p) => (
                  <Text key={p.Seq} className='flight-passenger-pick flight-passenger-pick--fixed'>{p.Name} {p.IdNoMasked}</Text>
                ))}
                <Text className='flight-muted flight-whole-change'>{rebook.wholeChangeReason}</Text>
              </View>
            ) : rebook.ticketedPassengers.length > 1 ? (
              <View className='flight-section'>
                <Text className='flight-section__title'>选择改签乘机人</Text>
                {rebook.ticketedPassengers.map((p) => (
                  <Text key={p.Seq} className={`flight-passenger-pick${rebook.isPassengerChosen(p.Seq) ? ' flight-passenger-pick--on' : ''}`} onClick={() => rebook.togglePassenger(p.Seq)}>
                    {rebook.isPassengerChosen(p.Seq) ? '☑ ' : '☐ '}{p.Name} {p.IdNoMasked}
                  </Text>
                ))}
                {rebook.passengerIds.length > 0 ? <Text className='flight-muted'>所选乘机人将改签至新订单，其他乘机人保留原航班</Text> : null}
                {rebook.passengerIds.length > 0 ? <Text className='flight-muted flight-insurance-follows'>已购保险随所选乘机人转至新航班</Text> : null}
              </View>
            ) : null}
            <View className='flight-section'>
              <LinkRow label='改签日期' value={`${rebook.date} ${weekdayOfWire(rebook.date)} ›`} onClick={() => openRoute(flightRoute('rebookDate'), { orderNo })} />
              <LinkRow label='改签原因' value={`${rebook.reason || '请选择'} ›`} onClick={() => openRoute(flightRoute('rebookReason'), { orderNo })} />
              {order.Actions.CanModifyName ? <LinkRow label='姓名有误' value='修改姓名 ›' onClick={() => openRoute(flightRoute('modifyName'), { orderNo })} /> : null}
            </View>
            <View className='flight-section'>
              <AtButton type='primary' onClick={search}>查询航班</AtButton>
            </View>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(FlightRebookScreen)
