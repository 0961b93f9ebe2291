import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import { BottomSheet } from '@/ui/BottomSheet'
import { isSamePrice, PRICE_OPTIONS, SORT_OPTIONS, STAR_OPTIONS } from '../domain/listFilters'
import type { HotelListStore } from '../stores/HotelListStore'
import type { FilterPanel } from './FilterBar'

type Props = { store: HotelListStore; open: FilterPanel; onClose: () => void }

const chip = (isOn: boolean) => `hotel-chip${isOn ? ' hotel-chip--on' : ''}`

/** The sort list and the price/star panel of the hotel list. */
export const FilterPanels = observer(function FilterPanels({ store, open, onClose }: Props) {
  const filters = store.filters
  return (
    <>
      <BottomSheet isOpened={open === 'sort'} title='排序' onClose={onClose}>
        {SORT_OPTIONS.map((option) => (
          <View
            key={option.value}
            className={`hotel-row ${filters.sort === option.value ? 'hotel-bar__item--on' : ''}`}
            onClick={() => {
              onClose()
              void store.setSort(option.value)
            }}
          >
            <Text>{option.label}</Text>
          </View>
        ))}
      </BottomSheet>
      <BottomSheet isOpened={open === 'priceStar'} title='价格/星级' onClose={onClose}>
        <View className='hotel-section'>
          <Text className='hotel-section__title'>价格</Text>
          <View className='hotel-chips'>
            {PRICE_OPTIONS.map((option) => (
              <Text key={option.label} className={chip(isSamePrice(option.range, filters.price))} onClick={() => store.setPrice(option.range)}>
                {option.label}
              </Text>
            ))}
          </View>
          <Text className='hotel-section__title'>星级</Text>
          <View className='hotel-chips'>
            {STAR_OPTIONS.map((option) => (
              <Text key={option.value} className={chip(filters.starLevels.includes(option.value))} onClick={() => store.toggleStar(option.value)}>
                {option.label}
              </Text>
            ))}
          </View>
          <View className='hotel-chips'>
            <AtButton size='small' onClick={() => store.clearPriceStar()}>
              清空
            </AtButton>
            <AtButton
              size='small'
              type='primary'
              onClick={() => {
                onClose()
                void store.applyFilters()
              }}
            >
              确定
            </AtButton>
          </View>
        </View>
      </BottomSheet>
    </>
  )
})
