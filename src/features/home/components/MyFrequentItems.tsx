import type { FrequentItem } from '@api/index'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import './frequentlyUsed.scss'

type Props = {
  items: readonly FrequentItem[]
  busyKey: string | null
  onMove: (index: number, delta: -1 | 1) => void
  onDelete: (item: FrequentItem) => void
}

/** 我的常用, in the member's order, each movable and deletable. */
export const MyFrequentItems = observer(function MyFrequentItems({ items, busyKey, onMove, onDelete }: Props) {
  if (items.length === 0) return <Text className='frequent-empty'>还没有常用功能，从下方添加</Text>
  return (
    <View className='frequent-mine'>
      {items.map((item, index) => (
        <View key={item.Id} className='frequent-mine__row'>
          <Text className='frequent-mine__name'>{item.Name}</Text>
          {busyKey === item.Id ? <Text className='frequent-mine__busy'>处理中...</Text> : null}
          {index > 0 ? (
            <Text className='frequent-mine__action' onClick={() => onMove(index, -1)}>
              上移
            </Text>
          ) : null}
          {index < items.length - 1 ? (
            <Text className='frequent-mine__action' onClick={() => onMove(index, 1)}>
              下移
            </Text>
          ) : null}
          <Text className='frequent-mine__action frequent-mine__action--danger' onClick={() => onDelete(item)}>
            删除
          </Text>
        </View>
      ))}
    </View>
  )
})
