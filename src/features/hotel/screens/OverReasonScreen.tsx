import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { linkTo } from '@/routes/link'
import { backOr } from '../../shared/navigation'
import { hotelRoute } from '../domain/hotelRoutes'
import { OVER_REASONS } from '../domain/orderForm'
import { useHotel } from '../hooks'
import '../components/hotel.scss'

/** 超标原因 (/pages/product3.0/overReason): a listed reason or one's own words. */
function OverReasonScreen(_props: ScreenProps) {
  const { root, flow } = useHotel()
  const isListed = OVER_REASONS.includes(flow.overReason)
  const [other, setOther] = useState(isListed ? '' : flow.overReason)
  const choose = (reason: string) => {
    flow.setOverReason(reason)
    backOr(linkTo(hotelRoute('writeOrder')))
  }
  return (
    <PageLayout title='超标原因'>
      <View className='hotel-page'>
        <View className='hotel-section'>
          {OVER_REASONS.map((reason) => (
            <View key={reason} className={`hotel-row${flow.overReason === reason ? ' hotel-bar__item--on' : ''}`} onClick={() => choose(reason)}>
              <Text>{reason}</Text>
            </View>
          ))}
          <View className='hotel-row'>
            <Text className='hotel-row__label'>其他原因</Text>
            <Input className='hotel-input' value={other} maxlength={100} placeholder='请填写超标原因' onInput={(event) => setOther(event.detail.value)} />
          </View>
          <AtButton type='primary' onClick={() => (other.trim() ? choose(other.trim()) : root.ui.toast('请填写超标原因'))}>
            确定
          </AtButton>
        </View>
      </View>
    </PageLayout>
  )
}

export default observer(OverReasonScreen)
