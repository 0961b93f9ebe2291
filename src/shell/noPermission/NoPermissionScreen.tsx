import { Text, View } from '@tarojs/components'
import { AtIcon } from 'taro-ui'
import '@/ui/taroUi/icon.scss'
import type { ScreenProps } from '@/shell/page/createPage'
import { PageLayout } from '../layout/PageLayout'
import { noPermissionMessage } from './messages'
import './NoPermissionScreen.scss'

/** /pages/dingding/no_permission?appStatus&userStaus (the spec's spelling of userStatus). */
export default function NoPermissionScreen({ query }: ScreenProps) {
  const message = noPermissionMessage(query.appStatus, query.userStaus ?? query.userStatus)
  return (
    <PageLayout title='暂无权限' showsBack={false}>
      <View className='no-permission'>
        <AtIcon value='lock' size={64} color='#ccc' />
        <Text className='no-permission__title'>{message.title}</Text>
        <Text className='no-permission__text'>{message.detail}</Text>
      </View>
    </PageLayout>
  )
}
