import { ScrollView, Text } from '@tarojs/components'
import './order.scss'

type Props<K extends string> = { tabs: readonly { key: K; title: string }[]; current: K; onSelect: (key: K) => void }

/** A horizontal strip of tabs (six order statuses do not fit taro-ui's segmented control). */
export function Tabs<K extends string>({ tabs, current, onSelect }: Props<K>) {
  return (
    <ScrollView className='order-tabs' scrollX>
      {tabs.map((tab) => (
        <Text
          key={tab.key}
          className={`order-tabs__item${tab.key === current ? ' order-tabs__item--active' : ''}`}
          onClick={() => onSelect(tab.key)}
        >
          {tab.title}
        </Text>
      ))}
    </ScrollView>
  )
}
