import { View } from '@tarojs/components'
import './home.scss'

export function DepartmentTip({ text }: { text: string }) {
  return <View className='home-tip'>{text}</View>
}
