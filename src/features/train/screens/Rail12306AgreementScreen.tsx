import { View } from '@tarojs/components'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { AGREEMENT_12306 } from '../domain/agreement12306'
import '../components/train.scss'

/** 服务协议 (/pages/train/agreement/index): the 12306 account authorisation agreement shown before signing in. */
export default function Rail12306AgreementScreen(_props: ScreenProps) {
  return (
    <PageLayout title='12306账号授权服务协议'>
      <View className='train-page'>
        <View className='train-section train-agreement'>
          {AGREEMENT_12306.map((paragraph) => (
            <View key={paragraph} className='train-agreement__p'>
              {paragraph}
            </View>
          ))}
        </View>
      </View>
    </PageLayout>
  )
}
