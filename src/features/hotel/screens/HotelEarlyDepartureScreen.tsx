import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ApplyEarlyDepartureData } from '@api/hotel'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen, todayWire } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { TravelDatePicker } from '../../shared/calendar/TravelDatePicker'
import { linkTo } from '@/routes/link'
import { useStore } from '../../shared/hooks/useStore'
import { LinkRow } from '../components/FieldRow'
import { earlyDepartureError, earlyDepartureRange, nightsReturned } from '../domain/afterSale'
import { ORDER_ROUTES } from '../domain/hotelRoutes'
import { useHotel } from '../hooks'
import { IdempotentAction } from '../stores/IdempotentAction'
import '../components/hotel.scss'

/** 提前离店 (hotel/rebate; order3.0/hotel/earlyDeparture may mount it): query orderNo, arrivalDate, departureDate. */
function HotelEarlyDepartureScreen({ query }: ScreenProps) {
  const { root, api } = useHotel()
  const orderNo = query.orderNo ?? ''
  const arrivalDate = query.arrivalDate ?? ''
  const departureDate = query.departureDate ?? ''
  const today = todayWire()
  const range = earlyDepartureRange(arrivalDate, departureDate, today)
  const [newDeparture, setNewDeparture] = useState(range?.start ?? '')
  const [reason, setReason] = useState('')
  const action = useStore(() => new IdempotentAction<ApplyEarlyDepartureData>(() => createReqId()))
  const submit = async () => {
    const problem = earlyDepartureError({ newDeparture, arrivalDate, departureDate, today, reason })
    if (problem) return root.ui.toast(problem)
    const result = await action.run((reqId) => api.applyEarlyDeparture({ OrderNo: orderNo, NewDepartureDate: newDeparture, Reason: reason.trim() }, reqId))
    if (!result) return root.ui.toast(action.errorMessage)
    root.ui.toast(`已提交，预计退款${formatFen(result.ExpectedRefundFen)}`)
    void Taro.redirectTo({ url: linkTo(ORDER_ROUTES.orderDetail, { orderNo }) })
  }
  return (
    <PageLayout title='提前离店'>
      <View className='hotel-page'>
        {range ? (
          <View className='hotel-section'>
            <Text className='hotel-card__meta'>
              原入住 {arrivalDate} 至 {departureDate}；提前离店需酒店确认，确认后未住夜晚的房费原路退回。
            </Text>
            <TravelDatePicker value={newDeparture} start={range.start} end={range.end} title='新的离店日期' onChange={(value) => setNewDeparture(String(value))}>
              <LinkRow label='新的离店日期' value={`${newDeparture}（退${nightsReturned(newDeparture, departureDate)}晚）`} onClick={() => undefined} />
            </TravelDatePicker>
            <View className='hotel-row'>
              <Text className='hotel-row__label'>原因</Text>
              <Input className='hotel-input' value={reason} maxlength={100} placeholder='请填写提前离店原因' onInput={(event) => setReason(event.detail.value)} />
            </View>
            {action.errorMessage ? <View className='state-view__notice'>{action.errorMessage}</View> : null}
            <AtButton type='primary' loading={action.isSubmitting} disabled={action.isSubmitting} onClick={() => void submit()}>
              提交申请
            </AtButton>
          </View>
        ) : (
          <View className='state-view'>
            <Text className='state-view__text'>该订单已无可提前离店的日期</Text>
          </View>
        )}
      </View>
    </PageLayout>
  )
}

export default observer(HotelEarlyDepartureScreen)
