import { Text, View } from '@tarojs/components'
import './ChoiceList.scss'

/** One choice among a few (加签's before/after, 退回's step), as radio rows. */
export function ChoiceList<K extends string | number>({ label, options, value, onPick }: { label: string; options: readonly { key: K; label: string }[]; value: K | null; onPick: (key: K) => void }) {
  return (
    <View className='choice-list' role='radiogroup' aria-label={label}>
      {options.map((o) => (
        <View key={String(o.key)} className={`choice-list__row${o.key === value ? ' choice-list__row--on' : ''}`} role='radio' aria-checked={o.key === value} onClick={() => onPick(o.key)}>
          <Text className='choice-list__box'>{o.key === value ? '◉' : '○'}</Text>
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  )
}
