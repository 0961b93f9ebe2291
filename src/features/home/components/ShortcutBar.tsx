import { Text, View } from '@tarojs/components'
import type { Shortcut } from '../domain/shortcuts'
import './home.scss'

type Props = { shortcuts: readonly Shortcut[]; onOpen: (shortcut: Shortcut) => void }

export function ShortcutBar({ shortcuts, onOpen }: Props) {
  if (shortcuts.length === 0) return null
  return (
    <View className='home-shortcuts'>
      {shortcuts.map((s) => (
        <View key={s.key} className='home-shortcuts__item' onClick={() => onOpen(s)}>
          <Text>{s.title}</Text>
        </View>
      ))}
    </View>
  )
}
