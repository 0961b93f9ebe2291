import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import { useRebook } from '../hooks'
import { CHANGE_REASONS } from '../stores/FlightRebookStore'
import '../components/flight.scss'

/** 选择原因 (rebook/selectReason): why the ticket is changed; a flight change (航变) is the involuntary one. */
function FlightRebookReasonScreen() {
  const { rebook } = useRebook()
  const pick = (reason: string) => {
    rebook.setReason(reason)
    void Taro.navigateBack()
  }
  return (
    <PageLayout title='选择原因'>
      <View className='flight-page'>
        <View className='flight-section'>
          <Text className='flight-section__title'>改签原因</Text>
          {CHANGE_REASONS.map((r) => (
            <Text key={r} className={`flight-reason${rebook.reason === r ? ' flight-reason--on' : ''}`} onClick={() => pick(r)}>{r}</Text>
          ))}
        </View>
      </View>
    </PageLayout>
  )
}

export default observer(FlightRebookReasonScreen)
