import type { FaqSummary } from '@api/faq'
import { Text, View } from '@tarojs/components'
import { openRoute } from '../../shared/navigation'
import './my.scss'

/** Questions, each opening its answer. */
export function FaqRows({ items }: { items: readonly FaqSummary[] }) {
  return (
    <View className='my-links'>
      {items.map((item) => (
        <View key={item.FaqId} className='my-link faq-row' onClick={() => openRoute('my2.0/questionDetail', { faqId: String(item.FaqId) })}>
          <Text>{item.Question}</Text>
          <Text className='my-link__arrow'>›</Text>
        </View>
      ))}
    </View>
  )
}
