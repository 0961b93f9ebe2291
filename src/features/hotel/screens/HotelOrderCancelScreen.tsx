import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen, formatShanghai } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { linkTo } from '@/routes/link'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { ORDER_ROUTES } from '../domain/hotelRoutes'
import { useHotel } from '../hooks'
import { HotelCancelStore } from '../stores/HotelCancelStore'
import '../components/hotel.scss'

/** 取消订单 (hotel/orderCancel; order3.0/hotel/cancelOrder may mount it too): rule, reason, cancel. */
function HotelOrderCancelScreen({ query }: ScreenProps) {
  const { root, api } = useHotel()
  const orderNo = query.orderNo ?? ''
  const store = useStore(() => new HotelCancelStore(api, orderNo, () => createReqId(), (message) => root.ui.toast(message)))
  useShown(() => store.fetch())
  const rule = store.rule
  const cancel = async () => {
    const result = await store.cancel()
    if (!result) return
    root.ui.toast(result.RefundFen > 0 ? `已取消，${formatFen(result.RefundFen)}将原路退回` : '订单已取消')
    void Taro.redirectTo({ url: linkTo(ORDER_ROUTES.orderDetail, { orderNo }) })
  }
  return (
    <PageLayout title='取消订单'>
      <View className='hotel-page'>
        <StateView state={store.load} onRetry={() => void store.fetch()}>
          {rule ? (
            <View>
              <View className='hotel-section'>
                <Text className='hotel-section__title'>{rule.IsCancellable ? '取消规则' : '该订单不可取消'}</Text>
                <Text className='hotel-card__meta'>{rule.Description}</Text>
                {rule.FreeCancelUntil ? <Text className='hotel-card__meta'>免费取消截止：{formatShanghai(rule.FreeCancelUntil)}</Text> : null}
                <View className='hotel-row'>
                  <Text className='hotel-row__label'>取消费用</Text>
                  <Text className='hotel-row__value'>{formatFen(rule.PenaltyFen)}</Text>
                </View>
                <View className='hotel-row'>
                  <Text className='hotel-row__label'>预计退款</Text>
                  <Text className='hotel-row__value'>{formatFen(rule.RefundFen)}</Text>
                </View>
              </View>
              {rule.IsCancellable ? (
                <View className='hotel-section'>
                  <Text className='hotel-section__title'>取消原因</Text>
                  <View className='hotel-chips'>
                    {rule.Reasons.map((reason) => (
                      <Text key={reason} className={`hotel-chip${store.reason === reason ? ' hotel-chip--on' : ''}`} onClick={() => store.setReason(reason)}>
                        {reason}
                      </Text>
                    ))}
                  </View>
                  {store.action.errorMessage ? <View className='state-view__notice'>{store.action.errorMessage}</View> : null}
                  <AtButton type='primary' loading={store.action.isSubmitting} disabled={store.action.isSubmitting} onClick={() => void cancel()}>
                    确认取消
                  </AtButton>
                </View>
              ) : null}
            </View>
          ) : null}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(HotelOrderCancelScreen)
