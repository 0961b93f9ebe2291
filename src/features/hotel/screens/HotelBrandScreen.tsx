import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { linkTo } from '@/routes/link'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { hotelRoute, lineOf } from '../domain/hotelRoutes'
import { useHotel } from '../hooks'
import { HotelPlacesStore } from '../stores/HotelPlacesStore'
import '../components/hotel.scss'

/** 品牌 (hotel/brand, product3.0/hotel/brand): several brands, then 确定 back to the list. */
function HotelBrandScreen({ variant, query }: ScreenProps<'v1' | 'v3'>) {
  const { flow, api } = useHotel()
  const store = useStore(() => new HotelPlacesStore(api, flow, query.cityCode ?? flow.form.cityCode))
  useShown(() => store.fetchBrands())
  const done = () => {
    store.confirmBrands()
    backOr(linkTo(hotelRoute('list', lineOf(variant))))
  }
  return (
    <PageLayout title='选择品牌'>
      <View className='hotel-page'>
        <StateView state={store.load} onRetry={() => void store.fetchBrands()} isEmpty={store.brands.length === 0} emptyText='该城市暂无品牌'>
          <View className='hotel-section'>
            <View className='hotel-chips'>
              {store.brands.map((brand) => (
                <Text
                  key={brand.BrandId}
                  className={`hotel-chip${store.brandIds.includes(brand.BrandId) ? ' hotel-chip--on' : ''}`}
                  onClick={() => store.toggleBrand(brand.BrandId)}
                >
                  {brand.BrandName}（{brand.HotelCount}）
                </Text>
              ))}
            </View>
          </View>
          <View className='hotel-footer-space' />
        </StateView>
        <View className='hotel-footer'>
          <Text className='hotel-footer__amount' onClick={() => store.clearBrands()}>
            清空
          </Text>
          <AtButton type='primary' onClick={done}>
            确定
          </AtButton>
        </View>
      </View>
    </PageLayout>
  )
}

export default observer(HotelBrandScreen)
