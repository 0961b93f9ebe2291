import { Text, View } from '@tarojs/components'
import './my.scss'

type Props = { title: string; meta: string; value: string; isPlus?: boolean; onClick?: () => void }

/** One line of a record list: title and meta on the left, the amount on the right. */
export function RecordRow({ title, meta, value, isPlus, onClick }: Props) {
  return (
    <View className='my-record' onClick={onClick}>
      <View className='my-record__main'>
        <Text className='my-record__title'>{title}</Text>
        <Text className='my-record__meta'>{meta}</Text>
      </View>
      <Text className={isPlus ? 'my-record__value my-record__value--plus' : 'my-record__value'}>{value}</Text>
    </View>
  )
}
