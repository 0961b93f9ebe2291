import { Text, View } from '@tarojs/components'
import './home.scss'

type Props = { count: number; onOpen?: () => void }

/** The approver's to-do count; tappable only when the approval list is live. */
export function TodoCard({ count, onOpen }: Props) {
  return (
    <View className='home-todo' onClick={onOpen}>
      <Text className='home-todo__label'>待我审批</Text>
      <Text className={count > 0 ? 'home-todo__count home-todo__count--active' : 'home-todo__count'}>{count}</Text>
    </View>
  )
}
