import { Text, View } from '@tarojs/components'

type Props = { title: string; sub?: string; chosen?: boolean; className?: string; onClick: () => void }

/** One choice of a picker list. */
export function PickRow({ title, sub, chosen = false, className = '', onClick }: Props) {
  return (
    <View className={`loans__card ${className}${chosen ? ' loans__card--on' : ''}`} onClick={onClick}>
      <View className='loans__card-main'>
        <Text className='loans__card-title'>{title}</Text>
        {sub ? <Text className='loans__card-sub'>{sub}</Text> : null}
      </View>
      {chosen ? <Text className='loans__status'>已选</Text> : null}
    </View>
  )
}
