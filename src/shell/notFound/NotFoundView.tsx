import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton, AtIcon } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import '@/ui/taroUi/icon.scss'
import { routeByPath } from '@/routes/registry'
import { ENTRY_PATH, NOT_FOUND_HINTS, NOT_FOUND_TITLES, notFoundKind, shownPath } from './notFound'
import './NotFoundView.scss'

/** 页面不存在 / 暂未开通 for an address the app could not open, with the address and a way home. */
export function NotFoundView({ path }: { path: string }) {
  const shown = shownPath(path)
  const kind = notFoundKind(shown.split('?')[0], routeByPath)
  return (
    <View className='not-found'>
      <AtIcon value='alert-circle' size={64} color='#ccc' />
      <Text className='not-found__title'>{NOT_FOUND_TITLES[kind]}</Text>
      <Text className='not-found__hint'>{NOT_FOUND_HINTS[kind]}</Text>
      <Text className='not-found__path'>{shown}</Text>
      <AtButton className='not-found__home' type='primary' circle onClick={() => void Taro.reLaunch({ url: ENTRY_PATH })}>
        返回首页
      </AtButton>
    </View>
  )
}
