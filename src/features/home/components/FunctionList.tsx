import { Text, View } from '@tarojs/components'
import type { BusinessFunction } from '../api/frequentlyUsedApi'
import './frequentlyUsed.scss'

type Props = {
  functions: readonly BusinessFunction[]
  isAdded: (fn: BusinessFunction) => boolean
  onAdd: (fn: BusinessFunction) => void
}

export function FunctionList({ functions, isAdded, onAdd }: Props) {
  return (
    <View className='frequent-functions'>
      {functions.map((fn) => {
        const added = isAdded(fn)
        return (
          <View key={fn.FunctionCode} className='frequent-functions__row'>
            <Text className='frequent-functions__name'>{fn.Name}</Text>
            <Text
              className={added ? 'frequent-functions__add frequent-functions__add--done' : 'frequent-functions__add'}
              onClick={added ? undefined : () => onAdd(fn)}
            >
              {added ? '已添加' : '添加'}
            </Text>
          </View>
        )
      })}
    </View>
  )
}
