import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { chooseHome } from '@/shell/home/chooseHome'
import { homeContextOf } from '@/shell/home/homeContext'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { introduction } from '../domain/introduction'
import '../components/introduction.scss'

/** 产品介绍: what the app does per product, in the brand's name, and a way into the home. */
function IntroductionScreen(_props: ScreenProps) {
  const root = useStores()
  const brand = root.platform.brand
  const { headline, sections } = introduction(brand.appName)
  return (
    <PageLayout title='产品介绍'>
      <View className='intro'>
        <Text className='intro__headline'>{headline}</Text>
        {sections.map((section) => (
          <View key={section.key} className='intro__section'>
            <Text className='intro__title'>{section.title}</Text>
            <Text className='intro__text'>{section.text}</Text>
          </View>
        ))}
        <AtButton className='intro__home' type='primary' onClick={() => void Taro.reLaunch({ url: chooseHome(homeContextOf(root)) })}>
          进入首页
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(IntroductionScreen)
