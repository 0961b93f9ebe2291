import { Text, View } from '@tarojs/components'
import './invoice.scss'

type Props<K extends string> = { options: readonly { key: K; text: string }[]; chosen: K | null; onChoose: (key: K) => void }

/** A row of single-choice chips (kind, medium, title). */
export function Chips<K extends string>({ options, chosen, onChoose }: Props<K>) {
  return (
    <View className='invoice-apply__chips'>
      {options.map((o) => (
        <Text key={o.key} className={o.key === chosen ? 'invoice-apply__chip invoice-apply__chip--on' : 'invoice-apply__chip'} onClick={() => onChoose(o.key)}>
          {o.text}
        </Text>
      ))}
    </View>
  )
}
