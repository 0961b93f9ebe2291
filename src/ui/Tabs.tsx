import { AtTabs } from 'taro-ui'
import './taroUi/tabs.scss'
import './Tabs.scss'

type Props<K extends string> = { tabs: readonly { key: K; title: string }[]; current: K; onSelect: (key: K) => void }

/** A strip of tabs by key: taro-ui's tabs, scrolling sideways when there are more than fit (six order statuses). */
export function Tabs<K extends string>({ tabs, current, onSelect }: Props<K>) {
  const index = Math.max(
    tabs.findIndex((tab) => tab.key === current),
    0,
  )
  return (
    <AtTabs
      className='ui-tabs'
      current={index}
      scroll={tabs.length > 4}
      tabList={tabs.map((tab) => ({ title: tab.title }))}
      onClick={(next: number) => {
        if (tabs[next] && tabs[next].key !== current) onSelect(tabs[next].key)
      }}
    />
  )
}
