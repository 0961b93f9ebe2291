import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { AtButton, AtIcon } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import '@/ui/taroUi/icon.scss'
import { useStores } from '@/stores/context'
import type { ScreenProps } from '@/shell/page/createPage'
import { PageLayout } from '../layout/PageLayout'
import { pageStackLength } from '../layout/pageStack'
import { STILL_OFFLINE_MESSAGE, reloadDecision } from './reload'
import './NetErrorScreen.scss'

async function networkType(): Promise<string> {
  try {
    return (await Taro.getNetworkType()).networkType
  } catch {
    return 'none'
  }
}

/** /components/netError: opened once when a request finds the network gone. */
export default function NetErrorScreen(_props: ScreenProps) {
  const { ui } = useStores()
  const [isChecking, setChecking] = useState(false)

  const reload = async () => {
    setChecking(true)
    const decision = reloadDecision(await networkType(), pageStackLength())
    setChecking(false)
    if (decision.kind === 'offline') ui.toast(STILL_OFFLINE_MESSAGE)
    else if (decision.kind === 'back') await Taro.navigateBack()
    else await Taro.reLaunch({ url: decision.url })
  }

  return (
    <PageLayout title='网络异常'>
      <View className='net-error'>
        <AtIcon value='alert-circle' size={64} color='#ccc' />
        <Text className='net-error__title'>网络异常</Text>
        <Text className='net-error__text'>当前网络不可用，请检查网络设置（如 Wi-Fi 或移动数据）后重新加载。</Text>
        <AtButton className='net-error__reload' type='primary' circle loading={isChecking} onClick={reload}>
          重新加载
        </AtButton>
      </View>
    </PageLayout>
  )
}
