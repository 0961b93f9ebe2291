import type { CouponItem } from '@api/coupons'
import { Text, View } from '@tarojs/components'
import { offerText } from '@domain/coupon/couponRules'
import { yuanText } from '@domain/money/money'

type Props = { coupon: CouponItem; onOpen: () => void; onUse?: () => void }

/** A coupon: the amount and its condition on the left; name, product, last day and its state on the right. */
export function CouponCard({ coupon, onOpen, onUse }: Props) {
  const dim = coupon.Status !== 'usable'
  return (
    <View className={`coupon-card${dim ? ' coupon-card--dim' : ''}`} onClick={onOpen}>
      <View className='coupon-card__amount'>
        <Text className='coupon-card__yuan'>¥{yuanText(coupon.DiscountFen)}</Text>
        <Text className='coupon-card__offer'>{offerText(coupon.DiscountFen, coupon.ThresholdFen)}</Text>
      </View>
      <View className='coupon-card__body'>
        <Text className='coupon-card__name'>{coupon.Name}</Text>
        <Text className='coupon-card__meta'>适用：{coupon.ProductName}</Text>
        <Text className='coupon-card__meta'>有效期至 {coupon.ExpireDate}</Text>
        {coupon.UsedOrderNo ? <Text className='coupon-card__meta'>订单 {coupon.UsedOrderNo}</Text> : null}
      </View>
      <View className='coupon-card__side'>
        {onUse && !dim ? (
          <Text
            className='coupon-card__use'
            onClick={(event) => {
              event.stopPropagation()
              onUse()
            }}
          >
            去使用
          </Text>
        ) : (
          <Text className='coupon-card__status'>{coupon.StatusText}</Text>
        )}
      </View>
    </View>
  )
}
