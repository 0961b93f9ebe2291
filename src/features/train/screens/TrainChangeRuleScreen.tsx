import { Text, View } from '@tarojs/components'
import { CHANGE_RULES } from '@domain/train/changeMoney'
import { REFUND_BANDS } from '@domain/train/refundFee'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import '../components/train.scss'

/** 改签规则 (/pages/train/modifyList/changerule): the change and refund rules the server applies, from the shared rules. */
export default function TrainChangeRuleScreen(_props: ScreenProps) {
  return (
    <PageLayout title='改签规则'>
      <View className='train-page'>
        <View className='train-section'>
          <Text className='train-row__label'>改签</Text>
          {CHANGE_RULES.map((rule, i) => (
            <View key={rule} className='train-note'>
              {i + 1}. {rule}
            </View>
          ))}
        </View>
        <View className='train-section'>
          <Text className='train-row__label'>退票</Text>
          {REFUND_BANDS.map((band) => (
            <View key={band.text} className='train-note'>
              {band.text}
            </View>
          ))}
          <View className='train-note'>退票费按0.5元取整，最低2元；退款原路退回。</View>
        </View>
      </View>
    </PageLayout>
  )
}
