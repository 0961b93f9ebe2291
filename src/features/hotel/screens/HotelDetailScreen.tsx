import { Image, Text, View } from '@tarojs/components'
import { Swiper, SwiperItem } from '@/ui/taroSwiper'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { formatYuanShort, weekdayOfWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { imageAlt } from '@/ui/a11y'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { OccupancySheet } from '../components/OccupancySheet'
import { RateList } from '../components/RateList'
import { hotelRoute, lineOf, type HotelLine } from '../domain/hotelRoutes'
import { appConfigOf } from '../../appConfig/public'
import { FavouriteToggle } from '../../my/public'
import { useHotel } from '../hooks'
import { HotelDetailStore } from '../stores/HotelDetailStore'
import '../components/hotel.scss'

/** 酒店详情: photos, address (map), rooms and rates against the standard, guests per room, reviews. */
function HotelDetailScreen({ variant, query }: ScreenProps<HotelLine>) {
  const line = lineOf(variant)
  const { root, flow, api } = useHotel()
  const appConfig = appConfigOf(root)
  const isSavingBonusOn = () => appConfig.config.openSavingBonus
  const [isPeopleOpen, setPeopleOpen] = useState(false)
  const store = useStore(
    () =>
      new HotelDetailStore(
        { api, flow, preloadCache: flow.preloadCache, isSavingBonusOn, toast: (message) => root.ui.toast(message) },
        {
          hotelId: query.hotelId ?? '',
          arrivalDate: query.arrivalDate ?? flow.form.arrivalDate,
          departureDate: query.departureDate ?? flow.form.departureDate,
          isPrivate: query.isPrivate === '1' || flow.form.isPrivate,
        },
      ),
  )
  useShown(async () => {
    await appConfig.ensure()
    return store.load.isReady ? store.fetchRooms() : store.fetch()
  })
  const detail = store.detail
  const stay = store.stay

  return (
    <PageLayout title={detail?.HotelName ?? '酒店详情'}>
      <View className='hotel-page'>
        <StateView state={store.load} onRetry={() => void store.fetch()}>
          {detail ? (
            <View>
              <Swiper className='hotel-swiper' indicatorDots circular={detail.ImageUrls.length > 1} onClick={() => openRoute(hotelRoute('photos'), { hotelId: detail.HotelId })}>
                {detail.ImageUrls.map((url, index) => (
                  <SwiperItem key={url}>
                    <Image className='hotel-swiper__image' src={url} mode='aspectFill' {...imageAlt(`${detail.HotelName} 照片 ${index + 1}`)} />
                  </SwiperItem>
                ))}
              </Swiper>
              <View className='hotel-section'>
                {/* Blocks, not inline text: a long name wrapped with the score glued on (店)4.2分). */}
                <View className='hotel-section__title hotel-detail__name'>{detail.HotelName}</View>
                <View className='hotel-card__meta hotel-detail__score'>
                  {(detail.ScoreTenths / 10).toFixed(1)}分 · {detail.ReviewCount}条点评 · {detail.OpenYear}年开业
                </View>
                <FavouriteToggle hotelId={Number(detail.HotelId)} />
                <View
                  className='hotel-row'
                  onClick={() => openRoute(hotelRoute('address'), { hotelId: detail.HotelId, name: detail.HotelName, address: detail.Address, lat: detail.Lat, lon: detail.Lon })}
                >
                  <Text className='hotel-row__label'>{detail.Address}</Text>
                  <Text className='hotel-row__value'>地图 〉</Text>
                </View>
                <View className='hotel-row' onClick={() => setPeopleOpen(true)}>
                  <Text className='hotel-row__label'>
                    {stay.arrivalDate.slice(5)} {weekdayOfWire(stay.arrivalDate)} - {stay.departureDate.slice(5)} {weekdayOfWire(stay.departureDate)} 共{store.nights}晚
                  </Text>
                  <Text className='hotel-row__value'>
                    {store.roomCount}间 {store.adultsPerRoom}人/间 〉
                  </Text>
                </View>
                {store.capFen !== null ? <Text className='hotel-card__meta'>您的差标：¥{formatYuanShort(store.capFen)}/晚</Text> : null}
                {store.savingBonus ? (
                  <View>
                    <Text className='hotel-card__meta'>{store.savingBonus.remark}</Text>
                    <View className='hotel-chips'>
                      {store.savingBonus.rules.map((rule) => (
                        <Text key={rule.RuleId} className={`hotel-chip${rule.IsSelected ? ' hotel-chip--on' : ''}`} onClick={() => store.selectBonusRule(rule.RuleId)}>
                          {rule.RuleName}
                        </Text>
                      ))}
                    </View>
                  </View>
                ) : null}
              </View>
              <StateView
                state={store.roomsLoad}
                onRetry={() => void store.fetchRooms(true)}
                isEmpty={store.rates.length === 0}
                emptyText='所选日期暂无可订房型'
              >
                <RateList
                  rates={store.rates}
                  cheapestId={store.cheapest?.plan.RatePlanId ?? null}
                  onBook={(rate) => {
                    if (store.book(rate)) openRoute(hotelRoute('writeOrder', line))
                  }}
                />
              </StateView>
              <View className='hotel-section' onClick={() => openRoute(hotelRoute('reviews'), { hotelId: detail.HotelId })}>
                <View className='hotel-row'>
                  <Text className='hotel-section__title'>用户点评（{store.reviewTotal}）</Text>
                  <Text className='hotel-row__value'>全部 〉</Text>
                </View>
                {store.reviews.map((review) => (
                  <View key={review.ReviewId} className='hotel-row'>
                    <Text className='hotel-row__label'>
                      {review.ReviewerName}：{review.Content}
                    </Text>
                  </View>
                ))}
              </View>
            </View>
          ) : null}
        </StateView>
        <OccupancySheet
          isOpened={isPeopleOpen}
          roomCount={store.roomCount}
          adultsPerRoom={store.adultsPerRoom}
          onChange={(rooms, adults) => void store.setOccupancy(rooms, adults)}
          onClose={() => setPeopleOpen(false)}
        />
      </View>
    </PageLayout>
  )
}

export default observer(HotelDetailScreen)
