import { Text, View } from '@tarojs/components'
import type { FrequentItem } from '../api/homeApi'
import './home.scss'

type Props = { items: readonly FrequentItem[]; onOpen: (item: FrequentItem) => void; onManage?: () => void }

export function FrequentList({ items, onOpen, onManage }: Props) {
  return (
    <View className='home-frequent'>
      <View className='home-frequent__head'>
        <Text className='home-frequent__title'>常用</Text>
        {onManage ? (
          <Text className='home-frequent__manage' onClick={onManage}>
            管理
          </Text>
        ) : null}
      </View>
      {items.length === 0 ? <Text className='home-frequent__empty'>暂无常用项目</Text> : null}
      {items.map((item) => (
        <View key={item.Id} className='home-frequent__item' onClick={() => onOpen(item)}>
          {item.Name}
        </View>
      ))}
    </View>
  )
}
