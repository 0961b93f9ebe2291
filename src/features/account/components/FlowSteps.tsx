import { Text, View } from '@tarojs/components'
import './credentials.scss'

/** 1 手机号 · 2 验证码 · 3 ... with the current step marked. */
export function FlowSteps({ titles, current }: { titles: readonly string[]; current: number }) {
  return (
    <View className='credentials__steps'>
      {titles.map((title, index) => (
        <Text key={title} className={index === current ? 'credentials__step credentials__step--on' : 'credentials__step'}>
          {index + 1} {title}
        </Text>
      ))}
    </View>
  )
}
