import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http/ids'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import { useStores } from '@/stores/context'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { distanceText } from '@domain/mileage/track'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createMileageApi } from '../api/mileageApi'
import { positionNow } from '../api/positionNow'
import { TrackMap } from '../components/TrackMap'
import { elapsedText, rateText } from '../domain/trackView'
import { MileageRecordStore } from '../stores/MileageRecordStore'
import '../components/mileage.scss'

/** 里程记录 (/pages/scgy/record): start a private-car trip, the position sampled while this page is open, stop it. */
function MileageRecordScreen() {
  const root = useStores()
  const store = useStore(() => new MileageRecordStore(createMileageApi(root.request), positionNow, () => createReqId(), (m) => root.ui.toast(m)))
  useShown(() => store.open())
  const record = store.record
  const recordingId = record?.MileageId ?? ''
  useEffect(() => {
    if (!recordingId) return undefined
    const sampler = setInterval(() => void store.sample(), store.sampleMs)
    const clock = setInterval(() => store.tick(), 1000)
    return () => {
      clearInterval(sampler)
      clearInterval(clock)
    }
  }, [store, recordingId])

  const finish = async () => {
    const id = await store.finish()
    if (id) void Taro.redirectTo({ url: linkTo('scgy/detail', { mileageId: id }) })
  }
  const field = (label: string, key: 'purpose' | 'startName' | 'endName', placeholder: string) => (
    <View className='mileage-field'>
      <Text className='mileage-field__label'>{label}</Text>
      <Input className='mileage-field__input' placeholder={placeholder} maxlength={key === 'purpose' ? 100 : 80} value={store[key]} onInput={(e) => store.setField(key, e.detail.value)} />
    </View>
  )
  return (
    <PageLayout title='里程记录'>
      <View className='mileage-page'>
        <StateView state={store.load} onRetry={() => void store.open()}>
          {store.setting ? (
            record ? (
              <View>
                <TrackMap track={store.track} isFinished={false} height={560} />
                <View className='mileage-stats'>
                  <View className='mileage-stat'><Text className='mileage-stat__value'>{distanceText(store.metres)}</Text><Text className='mileage-stat__label'>已行驶</Text></View>
                  <View className='mileage-stat'><Text className='mileage-stat__value'>{elapsedText(new Date(record.StartedAt).getTime(), store.now)}</Text><Text className='mileage-stat__label'>用时</Text></View>
                </View>
                <Text className='mileage-tip'>行程记录中，请保持此页面打开；每{store.setting.SampleSeconds}秒记录一次位置</Text>
                <Section>{field('目的地', 'endName', '到达后填写，如 客户公司')}</Section>
                <AtButton type='primary' className='mileage-button' loading={store.isBusy} disabled={store.isBusy} onClick={() => void finish()}>结束行程</AtButton>
              </View>
            ) : (
              <View>
                <Section title='私车公用'>
                  <Text className='mileage-tip'>补贴标准 {rateText(store.setting.AllowancePerKmFen)}，按行驶轨迹计算里程{store.setting.NeedTravelBusiness ? '；企业要求填写出行事由' : ''}</Text>
                  {field('出发地', 'startName', '如 公司')}
                  {field('出行事由', 'purpose', store.setting.NeedTravelBusiness ? '必填，如 拜访客户' : '选填，如 拜访客户')}
                </Section>
                <AtButton type='primary' className='mileage-button' loading={store.isBusy} disabled={store.isBusy} onClick={() => void store.start()}>开始行程</AtButton>
                <Text className='mileage-link' onClick={() => openRoute('scgy/list')}>我的里程记录</Text>
              </View>
            )
          ) : null}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(MileageRecordScreen)
