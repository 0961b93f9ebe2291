import { Text, View } from '@tarojs/components'
import { ProductIcon } from '@/ui/ProductIcon'
import type { ProductEntry } from '../domain/productEntries'
import './home.scss'

type Props = { entries: readonly ProductEntry[]; entryStyle: 'grid' | 'cards'; onOpen: (entry: ProductEntry) => void }

export function ProductEntries({ entries, entryStyle, onOpen }: Props) {
  if (entries.length === 0) return null
  return (
    <View className={`home-products home-products--${entryStyle}`}>
      {entries.map((entry) => (
        <View key={entry.key} className={`home-products__item home-products__item--${entry.key}`} onClick={() => onOpen(entry)}>
          <ProductIcon product={entry.key} className='home-products__mark' size={entryStyle === 'cards' ? 'sm' : 'md'} />
          <Text className='home-products__title'>{entry.title}</Text>
        </View>
      ))}
    </View>
  )
}
