import { Image, Text, View } from '@tarojs/components'
import { formatYuanShort } from '@/core/format'
import { imageAlt } from '@/ui/a11y'
import type { HotelRow } from '../stores/HotelListStore'
import { STAR_OPTIONS } from '../domain/listFilters'
import { StandardTag } from './StandardTag'

type Props = { row: HotelRow; height: string; onOpen: (row: HotelRow) => void }

const starText = (star: number) => STAR_OPTIONS.find((option) => option.value === star)?.label ?? ''

/** One hotel of the list: name, score, district, lowest price and its standard label. */
export function HotelCard({ row, height, onOpen }: Props) {
  return (
    <View className='hotel-card' style={{ height }} onClick={() => onOpen(row)}>
      {row.CoverImageUrl ? <Image className='hotel-card__cover' src={row.CoverImageUrl} mode='aspectFill' lazyLoad {...imageAlt('')} /> : <View className='hotel-card__cover' />}
      <View className='hotel-card__body'>
        <Text className='hotel-card__name'>{row.HotelName}</Text>
        <Text className='hotel-card__meta'>
          {(row.ScoreTenths / 10).toFixed(1)}分 · {starText(row.StarLevel)} · {row.BrandName}
        </Text>
        <Text className='hotel-card__meta'>
          {row.BusinessDistrictName} · 距您{row.DistanceMeters >= 1000 ? `${(row.DistanceMeters / 1000).toFixed(1)}公里` : `${row.DistanceMeters}米`}
        </Text>
        <View className='hotel-card__bottom'>
          <View>
            <StandardTag check={row.check} label={row.label} />
            {row.check.status === 'over' && row.MinCompliantPriceFen !== null ? (
              <Text className='hotel-card__meta'> 差标内¥{formatYuanShort(row.MinCompliantPriceFen)}起</Text>
            ) : null}
          </View>
          {row.IsFull ? (
            <Text className='hotel-tag hotel-tag--muted'>满房</Text>
          ) : (
            <Text className='hotel-card__price'>¥{formatYuanShort(row.MinPriceFen)}起</Text>
          )}
        </View>
      </View>
    </View>
  )
}
