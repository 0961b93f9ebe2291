import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createCouponApi } from '../api/couponApi'
import { CouponCard } from '../components/CouponCard'
import { CouponDetailStore } from '../stores/CouponDetailStore'
import '../components/coupon.scss'

/** 优惠券详情: the coupon, its state and its rules of use. */
function CouponDetailScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new CouponDetailStore(createCouponApi(root.request), String(query.couponId ?? '')))
  useShown(() => store.fetch())
  const coupon = store.detail

  return (
    <PageLayout title='优惠券详情'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {coupon ? (
          <View className='coupon-detail'>
            <CouponCard coupon={coupon} onOpen={() => undefined} />
            <InfoRow label='状态' value={coupon.StatusText} />
            <InfoRow label='有效期至' value={`${coupon.ExpireDate} 23:59`} />
            {coupon.UsedOrderNo ? <InfoRow label='使用订单' value={coupon.UsedOrderNo} /> : null}
            <View className='coupon-detail__rules'>
              <Text className='coupon-card__name'>使用规则</Text>
              {coupon.Rules.map((rule) => (
                <Text key={rule} className='coupon-detail__rule'>
                  {rule}
                </Text>
              ))}
            </View>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(CouponDetailScreen)
