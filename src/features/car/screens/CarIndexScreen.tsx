import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useMemo } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http/ids'
import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { DateTimePicker } from '@/ui/DateTimePicker'
import { StateView } from '@/ui/StateView'
import { a11y, focusable } from '@/ui/a11y'
import { useStores } from '@/stores/context'
import { USE_TYPES } from '@domain/car/ride'
import { FREE_WAIT_AFTER_LANDING_MINUTES } from '@domain/car/airportRide'
import { RENTAL_PACKAGES } from '@domain/car/rental'
import { appConfigOf } from '../../appConfig/public'
import { failureMessage } from '../../shared/domain/failureMessage'
import { openRoute } from '../../shared/navigation'
import { useStore } from '../../shared/hooks/useStore'
import { useShown } from '../../shared/hooks/useShown'
import { CostAttribution, CostConfirmation, createCostsApi, useBookingCharge } from '../../costs/public'
import { applyBillSession, createTravelApplyApi, openApplyBillPicker, travelApplyLine } from '../../travel-apply/public'
import { devicePosition } from '../api/devicePosition'
import { CarMap } from '../components/CarMap'
import type { MapMarker } from '../components/CarMap/types'
import { openFareRules } from '../components/openFareRules'
import { PriceOptions } from '../components/PriceOptions'
import { ReasonPicker } from '../components/ReasonPicker'
import { CAR_ROUTES } from '../domain/carRoutes'
import { fitZoom } from '../domain/projection'
import { bookedTimeText, departureSlots } from '../domain/useTime'
import { FlightRidePanel } from '../components/FlightRidePanel'
import { CarFlightStore } from '../stores/CarFlightStore'
import { CarBookingStore } from '../stores/CarBookingStore'
import { CarHomeStore } from '../stores/CarHomeStore'
import { carApiOf, carMapOf } from '../stores/carFlow'
import '../components/car.scss'

const PIN_ZOOM = 16
const PURPOSE = 'carOrder'

const kmText = (metres: number) => (metres >= 1000 ? `${(metres / 1000).toFixed(1)}公里` : `${metres}米`)

/** 用车 (car/index; product3.0/car/index): the pick-up on the map, the destination, the price of each class, calling a car. */
function CarIndexScreen({ variant }: ScreenProps<'v1' | 'v3' | 'didi'>) {
  const root = useStores()
  const map = carMapOf(root)
  const api = carApiOf(root)
  const home = useStore(() => new CarHomeStore(api, map, devicePosition))
  const flights = useStore(() => new CarFlightStore(api, map, (message) => root.ui.toast(message)))
  const config = appConfigOf(root)
  const booking = useStore(
    () =>
      new CarBookingStore(api, map, () => createReqId(), (message) => root.ui.toast(message), {
        costs: createCostsApi(root.request),
        travelApplies: createTravelApplyApi(root.request),
        projectCenterSecondaryConfirmation: () => config.config.projectCenterSecondaryConfirmation,
        journeyBizNo: root.settings.journeyBizNo,
      }),
  )
  useShown(() => {
    const picked = applyBillSession(root).take(PURPOSE)
    if (picked !== undefined) booking.application.set(picked)
    return booking.charge.modules.length === 0 ? booking.loadSetup() : undefined
  })
  const openCostPicker = useBookingCharge(root, booking.charge, PURPOSE)
  const selectPlace = variant === 'v1' ? CAR_ROUTES.selectPlace[1] : CAR_ROUTES.selectPlace[0]
  const start = map.startPlaceInfo
  const end = map.endPlaceInfo
  const useType = map.mainInfo.useTypeItem.useType
  const timeVal = map.carUseTimeInfo.timeVal

  const isDidi = variant === 'didi'
  useEffect(() => void config.ensure(), [config])
  useEffect(() => {
    map.setPlatform(isDidi ? 2 : 1)
    if (isDidi) void api.rePushDidi().catch((error: unknown) => root.ui.toast(failureMessage(error, '同步滴滴账号失败，请稍后重试')))
  }, [api, isDidi, map, root])
  useEffect(() => void home.start(), [home])
  const flight = map.flight
  const rentalPackage = map.rentalPackage
  useEffect(() => {
    if (start && end) void booking.fetchQuote()
  }, [booking, start, end, useType, timeVal, flight, rentalPackage])

  const slots = useMemo(() => departureSlots(new Date()), [])
  const view = start && end
    ? fitZoom([{ lon: start.Longitude, lat: start.Latitude }, { lon: end.Longitude, lat: end.Latitude }], 750, 760)
    : { centre: map.mapCenter, zoom: PIN_ZOOM }
  const markers: MapMarker[] = start && end
    ? [
        { id: 'start', kind: 'start', lon: start.Longitude, lat: start.Latitude, label: start.Name, hint: 'bottom' },
        { id: 'end', kind: 'end', lon: end.Longitude, lat: end.Latitude, label: end.Name, hint: 'bottom' },
      ]
    : [
        ...home.nearbyCars.map((c, i): MapMarker => ({ id: `car${i}`, kind: 'car', lon: c.Lon, lat: c.Lat })),
        ...map.nearbyPoints.filter((p) => p.IsAdsorb !== 1).map((p): MapMarker => ({ id: p.Name, kind: 'point', lon: p.Longitude, lat: p.Latitude, label: p.Name.replace(start?.Name ?? '', '') || p.Name, hint: p.Returnvalue })),
      ]

  const pickPlace = (placeType: 1 | 2) => {
    map.setPlaceType(placeType)
    openRoute(selectPlace, { placeType: String(placeType), cityCode: start?.CityCode ?? '' })
  }
  const call = async (costConfirmed = false) => {
    const result = await booking.submit({ costConfirmed })
    if (!result) return
    map.clearEnd()
    void Taro.redirectTo({ url: linkTo(CAR_ROUTES.orderDetail[0], { orderNo: result.OrderNo }) })
  }

  return (
    <PageLayout title={isDidi ? '滴滴用车' : '用车'}>
      <View className='car-page'>
        {!isDidi && config.config.isDidiEntrance ? (
          <Text className='car-didi-entrance' onClick={() => openRoute(CAR_ROUTES.didiHome[0])}>企业已开通滴滴企业版 · 去滴滴用车</Text>
        ) : null}
        <View className='car-map-wrap'>
          <CarMap
            centre={view.centre}
            zoom={view.zoom}
            markers={markers}
            greenAreas={map.greenAreaInfo}
            route={start && end ? [{ lon: start.Longitude, lat: start.Latitude }, { lon: end.Longitude, lat: end.Latitude }] : null}
            showCentrePin={!(start && end)}
            pinLabel={map.isLocating ? '正在获取位置...' : map.isPointInRing ? '请在推荐点上车' : '在这里上车'}
            onDragStart={() => map.startDrag()}
            onDragEnd={(centre) => {
              if ((start && end) || map.isPickupFixed) return
              void map.endDrag(centre).then(() => home.refreshCars())
            }}
            onMarkerTap={(id) => {
              const point = map.nearbyPoints.find((p) => p.Name === id)
              if (point) map.chooseRecommended(point)
            }}
          />
          {map.isFarAway ? <Text className='car-map__locate' onClick={() => void map.backToInitial()}>回到当前位置</Text> : null}
        </View>
        <View className='car-panel'>
          <Text className='car-more-types' onClick={() => openRoute(isDidi ? CAR_ROUTES.checkUseType[1] : CAR_ROUTES.checkUseType[0])}>全部用车类型</Text>
          <View className='car-tabs'>
            {USE_TYPES.map((item) => (
              <Text
                key={item.useType}
                className={`car-tab${useType === item.useType ? ' car-tab--on' : ''}`}
                onClick={() => map.setUseType(item)}
                {...a11y(item.name, 'button')}
                {...focusable}
                aria-pressed={useType === item.useType}
              >
                {item.name}
              </Text>
            ))}
          </View>
          {useType === 2 ? (
            <DateTimePicker mode='selector' range={slots.map((s) => s.timeValFormat)} title='用车时间' onChange={(value) => {
              const slot = slots[Number(value)]
              if (slot) map.setUseTime(slot)
            }}>
              <View className='car-place'>
                <Text className='car-place__name'>{timeVal ? map.carUseTimeInfo.timeValFormat : '请选择用车时间'}</Text>
              </View>
            </DateTimePicker>
          ) : null}
          {useType === 3 || useType === 4 ? <FlightRidePanel store={flights} /> : null}
          {useType === 6 ? (
            <View className='car-chips car-rental-packages'>
              {RENTAL_PACKAGES.map((p) => (
                <Text key={p.code} className={`car-chip${rentalPackage === p.code ? ' car-chip--on' : ''}`} onClick={() => map.setRentalPackage(p.code)}
                  {...a11y(`${p.name} ${p.hours}小时${p.km}公里`, 'button')} {...focusable} aria-pressed={rentalPackage === p.code}>
                  {p.name} {p.hours}小时{p.km}公里
                </Text>
              ))}
            </View>
          ) : null}
          {flight && booking.pickUpTime ? (
            <View className='car-pickup-time'>
              <Text>用车时间 {bookedTimeText(booking.pickUpTime)}</Text>
              <Text className='car-pickup-time__hint'>
                {useType === 3 ? `航班落地时接您，延误自动顺延，免费等待${FREE_WAIT_AFTER_LANDING_MINUTES}分钟` : '按航班起飞时间推算，起飞前2小时（国际航班3小时）到达机场'}
              </Text>
            </View>
          ) : null}
          <View className='car-place' onClick={() => (map.isPickupFixed ? undefined : pickPlace(1))}>
            <View className='car-place__dot car-place__dot--start' />
            <Text className={`car-place__name${start ? '' : ' car-place__name--empty'}`}>{start ? start.Name : map.locateError || '正在获取上车地点...'}</Text>
            {map.isPointInRing ? <Text className='car-place__hint'>站内推荐上车点</Text> : null}
          </View>
          <View className='car-place' onClick={() => pickPlace(2)}>
            <View className='car-place__dot car-place__dot--end' />
            <Text className={`car-place__name${end ? '' : ' car-place__name--empty'}`}>{end ? end.Name : '你要去哪儿'}</Text>
          </View>
          {start && end && booking.canQuote ? (
            <StateView state={booking.quoteLoad} onRetry={() => void booking.fetchQuote()}>
              {booking.quote ? (
                <View>
                  <Text className='car-route-info'>
                    全程约{kmText(map.distanceAndTime.metres)} · 约{map.distanceAndTime.minutes}{booking.quote.DurationUnit}
                    {isLive('car/iframe') ? <Text className='car-fare-rules' onClick={openFareRules}> · 计价规则 ›</Text> : null}
                  </Text>
                  <PriceOptions prices={booking.quote.PriceList} selected={map.userSelectedPrice?.CarType ?? null} onSelect={(p) => booking.selectPrice(p)} />
                  {map.userSelectedPrice?.Rental ? <Text className='car-rental-note'>{map.userSelectedPrice.Rental.PackageName}含{map.userSelectedPrice.Rental.Text}</Text> : null}
                  {booking.standard?.IsOverStandard && !booking.standard.NeedReason ? <Text className='car-tip'>{booking.standard.PolicyRule}</Text> : null}
                  {booking.standard?.NeedReason ? (
                    <ReasonPicker tip={booking.standard.Tip} reasons={booking.standard.Reasons} code={booking.reasonCode} text={booking.reasonText}
                      onCode={(code) => booking.setReason(code)} onText={(text) => booking.setReasonText(text)} />
                  ) : null}
                  <CostAttribution store={booking.charge} onPick={openCostPicker} />
                  {booking.isTravelRide ? (
                    <View
                      className='cost-attribution-row car-travel-apply'
                      onClick={() => {
                        if (!booking.application.canChange) return root.ui.toast('企业不允许更换出差申请单')
                        openApplyBillPicker(root, PURPOSE, { ...booking.applyWant, selected: booking.application.apply?.ApplyNo })
                      }}
                    >
                      <Text>出差申请单</Text>
                      <Text className={booking.application.apply ? 'cost-row__name' : 'cost-row__code'}>
                        {booking.application.apply ? travelApplyLine(booking.application.apply) : booking.application.isRequired ? '必选' : '选填'} ›
                      </Text>
                    </View>
                  ) : null}
                  <AtButton type='primary' className='car-call' loading={booking.submitAction.isSubmitting} disabled={booking.submitAction.isSubmitting} onClick={() => void call()}>
                    {map.userSelectedPrice ? `呼叫${map.userSelectedPrice.CarTypeName}` : '呼叫车辆'}
                  </AtButton>
                </View>
              ) : null}
            </StateView>
          ) : null}
        </View>
      </View>
      <CostConfirmation store={booking.charge} onConfirm={() => void call(true)} />
    </PageLayout>
  )
}

export default observer(CarIndexScreen)
