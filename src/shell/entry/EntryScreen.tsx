import { View } from '@tarojs/components'
import type { ScreenProps } from '@/shell/page/createPage'

export default function EntryScreen(_props: ScreenProps) {
  return <View>启动中…</View>
}
