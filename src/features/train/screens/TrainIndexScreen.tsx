import { Switch, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { addDaysWire, todayWire, weekdayOfWire } from '@/core/format'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { TravelDatePicker } from '../../shared/calendar/TravelDatePicker'
import { controlLabel } from '@/ui/a11y'
import { openRoute } from '../../shared/navigation'
import { lastPresaleDate, PRESALE_DAYS } from '@domain/train/presale'
import { trainSearchOf } from '../stores/TrainSearchStore'
import { TrainNoticeBanner } from '../components/TrainNoticeBanner'
import { TrainNoticeStore } from '../stores/TrainNoticeStore'
import { useStore } from '../../shared/hooks/useStore'
import { useShown } from '../../shared/hooks/useShown'
import { createTrainApi } from '../api/trainApi'
import '../components/train.scss'

/** 火车票首页 (/pages/train/index/index): from/to (station picker), swap, date within the pre-sale window, 只看高铁动车, history. */
function TrainIndexScreen(_props: ScreenProps) {
  const root = useStores()
  const today = todayWire()
  const notices = useStore(() => new TrainNoticeStore(createTrainApi(root.request)))
  useShown(() => void notices.fetch())
  const search = trainSearchOf(root, addDaysWire(today, 1))
  const pick = (side: 'from' | 'to') => isLive('train/departure') && openRoute('train/departure', { side })
  const submit = () => {
    const result = search.submit()
    if ('error' in result) root.ui.toast(result.error)
    else openRoute('train/list', result.query)
  }

  return (
    <PageLayout title='火车票'>
      <View className='train-page'>
        <TrainNoticeBanner store={notices} onOpenOrder={(orderNo) => openRoute('order3.0/train/detail', { orderNo })} />
        <View className='train-section'>
          <View className='train-route'>
            <Text className='train-route__station train-route__from' onClick={() => pick('from')}>
              {search.from.name}
            </Text>
            <Text className='train-route__swap' onClick={() => search.swap()}>
              ⇄
            </Text>
            <Text className='train-route__station train-route__station--to train-route__to' onClick={() => pick('to')}>
              {search.to.name}
            </Text>
          </View>
          <TravelDatePicker value={search.date} start={today} end={lastPresaleDate(today)} title='出发日期' onChange={(value) => search.setDate(String(value))}>
            <View className='train-row'>
              <Text className='train-row__label'>出发日期</Text>
              <Text className='train-date'>
                {search.date} {weekdayOfWire(search.date)}
              </Text>
            </View>
          </TravelDatePicker>
          <View className='train-row'>
            <Text className='train-row__label'>只看高铁/动车</Text>
            <Switch {...controlLabel('只看高铁/动车')} className='train-high-speed' checked={search.onlyHighSpeed} onChange={(event) => search.setOnlyHighSpeed(event.detail.value)} />
          </View>
          <AtButton type='primary' className='train-search' onClick={submit}>
            查询车票
          </AtButton>
        </View>
        {search.recent.length > 0 ? (
          <View className='train-section train-history'>
            <View className='train-row'>
              <Text className='train-row__label'>搜索历史</Text>
              <Text className='train-note train-history-clear' onClick={() => search.clearHistory()}>
                清除
              </Text>
            </View>
            <View className='train-chips'>
              {search.recent.map((entry) => (
                <Text key={`${entry.from.code}-${entry.to.code}`} className='train-chip' onClick={() => search.useHistory(entry)}>
                  {entry.from.name}-{entry.to.name}
                </Text>
              ))}
            </View>
          </View>
        ) : null}
        {isLive('train/login12306') || isLive('train/grabbWriteOrder') ? (
          <View className='train-section train-links'>
            {isLive('train/grabbWriteOrder') ? (
              <Text className='train-chip train-link-grab' onClick={() => openRoute('train/grabbWriteOrder', { from: search.from.name, to: search.to.name, date: search.date })}>
                抢票
              </Text>
            ) : null}
            {isLive('train/login12306') ? (
              <Text className='train-chip train-link-12306' onClick={() => openRoute('train/login12306')}>
                12306账号
              </Text>
            ) : null}
          </View>
        ) : null}
        <View className='train-section train-note'>可预订今天起{PRESALE_DAYS + 1}天内的车票；开车前30分钟停止网上售票。</View>
      </View>
    </PageLayout>
  )
}

export default observer(TrainIndexScreen)
