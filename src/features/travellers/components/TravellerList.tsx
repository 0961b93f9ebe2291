import { Text, View } from '@tarojs/components'
import type { PickedTraveller } from '../domain/picked'
import { travellerKey } from '../domain/picked'
import './travellers.scss'

const KIND_TEXT: Record<PickedTraveller['kind'], string> = { self: '本人', colleague: '同事', passenger: '常用旅客' }

type Props = {
  travellers: readonly PickedTraveller[]
  /** Title of the block, e.g. 入住人 / 乘车人. */
  title?: string
  onAdd?: () => void
  addText?: string
  onRemove?: (traveller: PickedTraveller) => void
}

/** The chosen travellers of a booking form, each with who they are and a remove action; 添加 opens the picker. */
export function TravellerList({ travellers, title = '出行人', onAdd, addText = '+ 选择出行人', onRemove }: Props) {
  return (
    <View className='traveller-list'>
      <View className='traveller-list__head'>
        <Text className='traveller-list__title'>{title}</Text>
        {onAdd ? (
          <Text className='traveller-list__add' onClick={onAdd}>
            {addText}
          </Text>
        ) : null}
      </View>
      {travellers.length === 0 ? <Text className='traveller-list__empty'>请选择{title}</Text> : null}
      {travellers.map((traveller) => (
        <View key={travellerKey(traveller)} className='traveller-list__row'>
          <Text className='traveller-list__name'>{traveller.name}</Text>
          <Text className='traveller-list__tag'>{KIND_TEXT[traveller.kind]}</Text>
          <Text className='traveller-list__meta'>{traveller.departmentName}</Text>
          {onRemove ? (
            <Text className='traveller-list__remove' onClick={() => onRemove(traveller)}>
              移除
            </Text>
          ) : null}
        </View>
      ))}
    </View>
  )
}
