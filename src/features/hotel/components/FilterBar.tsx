import { Text, View } from '@tarojs/components'
import { priceStarLabel, sortLabel, type HotelFilters } from '../domain/listFilters'

export type FilterPanel = 'sort' | 'priceStar' | null

type Props = {
  filters: HotelFilters
  open: FilterPanel
  onOpen: (panel: FilterPanel) => void
  onBrand: () => void
  onBusiness: () => void
}

/** 排序 | 价格/星级 | 品牌 | 位置: the bar above the hotel list. */
export function FilterBar({ filters, open, onOpen, onBrand, onBusiness }: Props) {
  const item = (isOn: boolean) => `hotel-bar__item${isOn ? ' hotel-bar__item--on' : ''}`
  const priceStarOn = filters.starLevels.length > 0 || filters.price.minFen !== null || filters.price.maxFen !== null
  return (
    <View className='hotel-bar'>
      <Text className={item(open === 'sort' || filters.sort !== 'recommend')} onClick={() => onOpen(open === 'sort' ? null : 'sort')}>
        {sortLabel(filters.sort)}
      </Text>
      <Text className={item(open === 'priceStar' || priceStarOn)} onClick={() => onOpen(open === 'priceStar' ? null : 'priceStar')}>
        {priceStarLabel(filters)}
      </Text>
      <Text className={item(filters.brandIds.length > 0)} onClick={onBrand}>
        {filters.brandIds.length ? `品牌(${filters.brandIds.length})` : '品牌'}
      </Text>
      <Text className={item(Boolean(filters.businessDistrictId))} onClick={onBusiness}>
        {filters.businessDistrictName || '位置区域'}
      </Text>
    </View>
  )
}
