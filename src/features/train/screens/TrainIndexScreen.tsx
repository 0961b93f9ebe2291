import { Switch, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { addDaysWire, todayWire, weekdayOfWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { DateTimePicker } from '@/ui/DateTimePicker'
import { openRoute } from '../../shared/navigation'
import { PRESALE_DAYS, TRAIN_CITIES } from '../domain/trainSearch'
import '../components/train.scss'

/** 火车票首页 (/pages/train/index/index): from/to city with hot cities and swap, date within the pre-sale window, 只看高铁动车. */
export default function TrainIndexScreen(_props: ScreenProps) {
  const root = useStores()
  const today = todayWire()
  const [from, setFrom] = useState('北京')
  const [to, setTo] = useState('上海')
  const [date, setDate] = useState(addDaysWire(today, 1))
  const [onlyHighSpeed, setOnlyHighSpeed] = useState(false)
  const [picking, setPicking] = useState<'from' | 'to'>('from')

  const pick = (city: string) => (picking === 'from' ? setFrom(city) : setTo(city))
  const search = () => {
    if (from === to) return root.ui.toast('出发地和到达地不能相同')
    openRoute('train/list', { from, to, date, highSpeed: onlyHighSpeed ? '1' : '0' })
  }

  return (
    <PageLayout title='火车票'>
      <View className='train-page'>
        <View className='train-section'>
          <View className='train-route'>
            <Text className='train-route__station train-route__from' onClick={() => setPicking('from')}>
              {from}
            </Text>
            <Text className='train-route__swap' onClick={() => (setFrom(to), setTo(from))}>
              ⇄
            </Text>
            <Text className='train-route__station train-route__station--to train-route__to' onClick={() => setPicking('to')}>
              {to}
            </Text>
          </View>
          <DateTimePicker mode='date' value={date} start={today} end={addDaysWire(today, PRESALE_DAYS)} title='出发日期' onChange={(value) => setDate(String(value))}>
            <View className='train-row'>
              <Text className='train-row__label'>出发日期</Text>
              <Text className='train-date'>
                {date} {weekdayOfWire(date)}
              </Text>
            </View>
          </DateTimePicker>
          <View className='train-row'>
            <Text className='train-row__label'>只看高铁/动车</Text>
            <Switch className='train-high-speed' checked={onlyHighSpeed} onChange={(event) => setOnlyHighSpeed(event.detail.value)} />
          </View>
          <AtButton type='primary' className='train-search' onClick={search}>
            查询车票
          </AtButton>
        </View>
        <View className='train-section'>
          <Text className='train-row__label'>{picking === 'from' ? '选择出发城市' : '选择到达城市'}</Text>
          <View className='train-chips'>
            {TRAIN_CITIES.map((city) => (
              <Text key={city} className={`train-chip${(picking === 'from' ? from : to) === city ? ' train-chip--on' : ''}`} onClick={() => pick(city)}>
                {city}
              </Text>
            ))}
          </View>
        </View>
      </View>
    </PageLayout>
  )
}
