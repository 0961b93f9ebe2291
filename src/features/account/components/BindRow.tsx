import { Text, View } from '@tarojs/components'

type Props = { name: string; meta: string; isBound: boolean; onBind: () => void; onUnbind: () => void }

/** One platform or programme: its state and 去绑定 or 解绑. */
export function BindRow({ name, meta, isBound, onBind, onUnbind }: Props) {
  return (
    <View className='bind-row'>
      <View className='bind-row__main'>
        <Text className='bind-row__name'>{name}</Text>
        <Text className='bind-row__meta'>{meta}</Text>
      </View>
      {isBound ? (
        <Text className='bind-row__action bind-row__action--unbind' onClick={onUnbind}>解绑</Text>
      ) : (
        <Text className='bind-row__action' onClick={onBind}>去绑定</Text>
      )}
    </View>
  )
}
