import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
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

/**
 * 商圈 (hotel/business) and 位置 (hotel/point, variant 'point' of each line): a business district filters
 * the list; a point (station, landmark) sorts it by distance.
 */
function HotelBusinessScreen({ variant, query }: ScreenProps<'v1' | 'v3' | 'point' | 'v3-point'>) {
  const isPoint = variant?.endsWith('point') ?? false
  const line = lineOf(variant?.replace(/-?point$/, ''))
  const { flow, api } = useHotel()
  const store = useStore(() => new HotelPlacesStore(api, flow, query.cityCode ?? flow.form.cityCode))
  useShown(() => store.fetchDistricts())
  const back = () => backOr(linkTo(hotelRoute('list', line)))
  const places = isPoint ? store.points : store.businessDistricts
  const currentId = isPoint ? null : flow.filters.businessDistrictId
  return (
    <PageLayout title={isPoint ? '选择位置' : '选择商圈'}>
      <View className='hotel-page'>
        <StateView state={store.load} onRetry={() => void store.fetchDistricts()} isEmpty={places.length === 0} emptyText={isPoint ? '暂无可选位置' : '暂无商圈'}>
          <View className='hotel-section'>
            <View
              className='hotel-row'
              onClick={() => {
                if (isPoint) store.choosePoint(null)
                else store.chooseDistrict(null)
                back()
              }}
            >
              <Text>不限</Text>
            </View>
            {places.map((place) => (
              <View
                key={place.BusinessDistrictId}
                className={`hotel-row${place.BusinessDistrictId === currentId || place.Name === flow.form.point?.name ? ' hotel-bar__item--on' : ''}`}
                onClick={() => {
                  if (isPoint) store.choosePoint(place)
                  else store.chooseDistrict(place)
                  back()
                }}
              >
                <Text>{place.Name}</Text>
                <Text className='hotel-row__value'>{place.HotelCount}家</Text>
              </View>
            ))}
          </View>
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(HotelBusinessScreen)
