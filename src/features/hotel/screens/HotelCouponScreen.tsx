import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen, formatYuanShort } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { linkTo } from '@/routes/link'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { hotelRoute } from '../domain/hotelRoutes'
import { useHotel } from '../hooks'
import { HotelCouponStore } from '../stores/HotelCouponStore'
import '../components/hotel.scss'

/** 酒店优惠券 (/pages/coupon/hotelCoupon): query hotelId, arrivalDate, amountFen; picks one for the order. */
function HotelCouponScreen({ query }: ScreenProps) {
  const { flow, api } = useHotel()
  const store = useStore(
    () => new HotelCouponStore(api, flow, { HotelId: query.hotelId ?? '', ArrivalDate: query.arrivalDate ?? '', AmountFen: Number(query.amountFen) || 0 }),
  )
  useShown(() => store.fetch())
  const back = () => backOr(linkTo(hotelRoute('writeOrder')))
  return (
    <PageLayout title='选择优惠券'>
      <View className='hotel-page'>
        <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.coupons.length === 0} emptyText='暂无可用优惠券'>
          <View className='hotel-section'>
            <View
              className='hotel-row'
              onClick={() => {
                store.choose(null)
                back()
              }}
            >
              <Text>不使用优惠券</Text>
            </View>
            {store.sorted.map((coupon) => (
              <View
                key={coupon.CouponId}
                className={`hotel-row${store.selectedId === coupon.CouponId ? ' hotel-bar__item--on' : ''}`}
                onClick={() => {
                  if (store.choose(coupon)) back()
                }}
              >
                <View>
                  <Text>{coupon.Name}</Text>
                  <Text className='hotel-card__meta'>
                    {coupon.ThresholdFen > 0 ? ` 满${formatYuanShort(coupon.ThresholdFen)}可用` : ' 无门槛'} · 有效期至{coupon.ExpireDate}
                    {coupon.IsUsable ? '' : ` · ${coupon.UnusableReason}`}
                  </Text>
                </View>
                <Text className={coupon.IsUsable ? 'hotel-rate__price' : 'hotel-card__meta'}>-{formatFen(coupon.DiscountFen)}</Text>
              </View>
            ))}
          </View>
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(HotelCouponScreen)
