import { Text, View } from '@tarojs/components'
import { formatShanghai } from '@/core/format'
import { a11y } from './a11y'
import './KeptNotice.scss'

/** 离线 banner over data kept on the device: says when it was last updated. Renders nothing for fresh data. */
export function KeptNotice({ savedAt }: { savedAt: number | null }) {
  if (savedAt === null) return null
  const when = formatShanghai(savedAt, 'MM-DD HH:mm')
  return (
    <View className='kept-notice' {...a11y(`网络不可用，显示 ${when} 更新的离线数据`, 'status')} aria-live='polite'>
      <Text className='kept-notice__badge'>离线</Text>
      <Text className='kept-notice__text'>网络不可用，显示 {when} 更新的数据</Text>
    </View>
  )
}
