import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { BottomSheet } from '@/ui/BottomSheet'
import { InfoRow } from '@/ui/InfoRow'
import { StateView } from '@/ui/StateView'
import { useStores } from '@/stores/context'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { CarMap } from '../components/CarMap'
import type { MapMarker } from '../components/CarMap/types'
import { TRIP_POLL_MS } from '../domain/carDefaults'
import { bookedTimeText } from '../domain/useTime'
import { fitZoom } from '../domain/projection'
import { carApiOf } from '../stores/carFlow'
import { CarTripStore } from '../stores/CarTripStore'
import '../components/car.scss'

/** 用车订单详情 (order3.0/car/detail): the trip on the map, following the provider's state; cancel with its fee. */
function CarOrderDetailScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new CarTripStore(carApiOf(root), query.orderNo ?? '', () => createReqId(), (message) => root.ui.toast(message)))
  useShown(() => store.fetch())
  const isLive = store.isLive
  useEffect(() => {
    if (!isLive) return undefined
    const timer = setInterval(() => void store.fetch(), TRIP_POLL_MS)
    return () => clearInterval(timer)
  }, [store, isLive])
  const order = store.order
  const start = order ? { lon: order.Start.Longitude, lat: order.Start.Latitude } : null
  const end = order ? { lon: order.End.Longitude, lat: order.End.Latitude } : null
  const view = start && end ? fitZoom([start, end], 750, 760) : null
  const markers: MapMarker[] = order && start && end
    ? [
        { id: 'start', kind: 'start', ...start, label: order.Start.Name, hint: 'bottom' },
        { id: 'end', kind: 'end', ...end, label: order.End.Name, hint: 'bottom' },
        ...(order.Driver ? [{ id: 'driver', kind: 'driver' as const, lon: order.Driver.Longitude, lat: order.Driver.Latitude, label: order.Driver.CarPlate, hint: 'right' as const }] : []),
      ]
    : []
  return (
    <PageLayout title='用车订单'>
      <View className='car-page'>
        <StateView state={store.load} onRetry={() => void store.fetch()}>
          {order && view && start && end ? (
            <View>
              <CarMap centre={view.centre} zoom={view.zoom} markers={markers} greenAreas={[]} route={[start, end]} />
              <View className='car-status'>
                <Text className='car-status__title'>{order.RidePhaseText}</Text>
                <Text className='car-status__sub'>{order.OrderStatusText} · {order.UseTypeName} · {order.CarTypeName}</Text>
                {order.DriverEtaMinutes !== null ? <Text className='car-status__sub'>司机预计{order.DriverEtaMinutes}分钟后到达</Text> : null}
                {order.Driver ? (
                  <View className='car-driver'>
                    <Text className='car-driver__plate'>{order.Driver.CarPlate}</Text>
                    <Text className='car-status__sub'>{order.Driver.CarColor} · {order.Driver.CarModel}</Text>
                    <Text className='car-status__sub'>{order.Driver.Name} {order.Driver.Phone}</Text>
                  </View>
                ) : null}
              </View>
              <View className='car-section'>
                {order.DepartTime ? <InfoRow label='用车时间' value={bookedTimeText(order.DepartTime)} emphasis /> : null}
                {order.Flight ? <InfoRow label={order.UseType === 3 ? '接机航班' : '送机航班'} value={`${order.Flight.FlightNo} · ${order.Flight.StatusText}`} /> : null}
                {order.Flight?.Notice ? <Text className='car-tip'>{order.Flight.Notice}</Text> : null}
                {order.Rental ? <InfoRow label='套餐' value={`${order.Rental.PackageName} ${order.Rental.Text}`} /> : null}
                <InfoRow label='上车地点' value={order.Start.Name} />
                <InfoRow label='目的地' value={order.End.Name} />
                <InfoRow label='全程' value={`约${(order.Distance / 1000).toFixed(1)}公里 · ${order.Duration}分钟`} />
                <InfoRow label={order.Rental ? '套餐价' : '预估车费'} value={formatFen(order.EstimateFen)} />
                {order.Rental && order.Rental.UsedMinutes !== null ? (
                  <>
                    <InfoRow label='用车时长' value={`${Math.floor(order.Rental.UsedMinutes / 60)}小时${order.Rental.UsedMinutes % 60}分钟 · ${((order.Rental.UsedMetres ?? 0) / 1000).toFixed(1)}公里`} />
                    <InfoRow label='套餐费' value={formatFen(order.EstimateFen)} />
                    {order.Rental.OvertimeFen > 0 ? <InfoRow label={`超时费（${order.Rental.OvertimeMinutes}分钟）`} value={formatFen(order.Rental.OvertimeFen)} /> : null}
                    {order.Rental.OverKmFen > 0 ? <InfoRow label={`超里程费（${order.Rental.OverKm}公里）`} value={formatFen(order.Rental.OverKmFen)} /> : null}
                  </>
                ) : null}
                {order.FinalFen !== null ? <InfoRow label={order.RidePhase === 'cancelled' ? '取消费' : '实际车费'} value={formatFen(order.FinalFen)} emphasis /> : null}
                {order.Reason ? <InfoRow label='用车事由' value={order.Reason} /> : null}
                <InfoRow label='订单号' value={order.OrderNo} />
              </View>
              {order.CanCancel ? (
                <View className='car-actions'>
                  <AtButton onClick={() => void store.openCancel()}>取消用车</AtButton>
                </View>
              ) : null}
              <BottomSheet isOpened={store.isCancelOpen} title='取消用车' onClose={() => store.closeCancel()}>
                <View className='car-section'>
                  <Text className='car-tip'>{store.cancelQuote?.Tip}</Text>
                  <InfoRow label='取消费' value={formatFen(store.cancelQuote?.CancelFeeFen ?? 0)} emphasis />
                  <View className='car-chips'>
                    {store.reasons.map((r) => (
                      <Text key={r} className={`car-chip${store.reason === r ? ' car-chip--on' : ''}`} onClick={() => store.setReason(r)}>{r}</Text>
                    ))}
                  </View>
                  <AtButton type='primary' loading={store.cancelAction.isSubmitting} disabled={store.cancelAction.isSubmitting} onClick={() => void store.cancel()}>
                    确认取消
                  </AtButton>
                </View>
              </BottomSheet>
            </View>
          ) : null}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(CarOrderDetailScreen)
