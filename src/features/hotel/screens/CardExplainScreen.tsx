import { Text, View } from '@tarojs/components'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import '../components/hotel.scss'

const POINTS = [
  '部分酒店或房型在预订时需要提供信用卡担保，以确保为您保留房间。',
  '担保仅冻结或验证信用卡，不会扣款；按时入住后担保自动解除。',
  '如未按时入住且未在规定时间前取消，酒店可能按取消规则扣除首晚或全部房费。',
  '信用卡信息经加密传输，系统仅保存卡号后四位。',
]

/** 担保说明 (hotel/cardExplain). */
export default function CardExplainScreen(_props: ScreenProps) {
  return (
    <PageLayout title='担保说明'>
      <View className='hotel-page'>
        <View className='hotel-section'>
          {POINTS.map((point, index) => (
            <View key={point} className='hotel-row'>
              <Text className='hotel-row__label'>
                {index + 1}. {point}
              </Text>
            </View>
          ))}
        </View>
      </View>
    </PageLayout>
  )
}
