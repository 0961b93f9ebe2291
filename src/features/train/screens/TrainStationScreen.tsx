import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { todayWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createTrainApi } from '../api/trainApi'
import { StationPickerStore } from '../stores/StationPickerStore'
import { trainSearchOf, type TrainPlace } from '../stores/TrainSearchStore'
import '../components/train.scss'

/** 选择出发站 (/pages/train/departure/departure?side=from|to): hot cities, search by Chinese, pinyin or initials. */
function TrainStationScreen({ query }: ScreenProps) {
  const root = useStores()
  const side = query.side === 'to' ? 'to' : 'from'
  const search = trainSearchOf(root, todayWire())
  const store = useStore(() => new StationPickerStore(createTrainApi(root.request)))
  useShown(() => (store.stations.length ? undefined : store.fetch()))
  const choose = (place: TrainPlace) => {
    search.setPlace(side, place)
    void Taro.navigateBack()
  }

  return (
    <PageLayout title={side === 'to' ? '选择到达站' : '选择出发站'}>
      <View className='train-page'>
        <View className='train-section'>
          <Input className='train-station-search' value={store.keyword} placeholder='搜索城市/车站（中文、拼音或首字母）' onInput={(e) => store.setKeyword(e.detail.value)} />
        </View>
        <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.stations.length === 0} emptyText='暂无车站'>
          {store.keyword ? (
            <View className='train-section'>
              {store.matches.length === 0 ? <Text className='train-note'>未找到相关车站</Text> : null}
              {store.matches.map((s) => (
                <View key={s.Code} className='train-row train-station' onClick={() => choose({ name: s.Name, code: s.Code })}>
                  <Text>{s.Name}</Text>
                  <Text className='train-note'>{s.CityName}</Text>
                </View>
              ))}
            </View>
          ) : (
            <View className='train-section'>
              <Text className='train-row__label'>热门城市</Text>
              <View className='train-chips'>
                {store.hotCities.map((city) => (
                  <Text key={city} className='train-chip' onClick={() => choose({ name: city, code: city })}>
                    {city}
                  </Text>
                ))}
              </View>
            </View>
          )}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(TrainStationScreen)
