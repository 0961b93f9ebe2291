import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtIcon } from 'taro-ui'
import '@/ui/taroUi/icon.scss'
import { a11y, focusable, miniProgramRole } from '@/ui/a11y'
import { routeByPath } from '@/routes/registry'
import { useStores } from '@/stores/context'
import { chooseHome, isDossenPlatform } from '../home/chooseHome'
import { homeContextOf } from '../home/homeContext'
import { useHelpOpener } from '../help/useHelpOpener'
import { buildTabs, tabTap, type TabItem, type TabKey } from './tabs'
import './TabBar.scss'

export type TabBarProps = { current: TabKey }

/** Only tabs whose target page is built are shown. */
export function liveTabs(tabs: TabItem[], isLiveUrl: (url: string) => boolean = (url) => routeByPath(url)?.isLive ?? false) {
  return tabs.filter((tab) => isLiveUrl(tab.url))
}

/** The bottom tab bar rendered inside tab pages on H5, weapp and dd (no native tabBar). */
export const TabBar = observer(function TabBar({ current }: TabBarProps) {
  const root = useStores()
  const help = useHelpOpener()
  const [replays, setReplays] = useState(0)
  const home = homeContextOf(root)
  const tabs = liveTabs(
    buildTabs({
      homeUrl: chooseHome(home),
      refId: root.settings.RefId,
      isUserNewExpense: root.settings.IsUserNewExpense,
      isDossen: isDossenPlatform(home.agentPlatId),
      isOpenBonusPoints: home.isOpenBonusPoints,
      isDossenSale: root.client.isDossenSale,
      todoCount: root.client.todoCount,
      errorOrderCount: root.client.hasErrorOrderCount,
    }),
  )
  if (tabs.length === 0) return null

  const onTap = (tab: TabItem) => {
    const tap = tabTap(tab, current)
    if (tap.kind === 'replay') setReplays((n) => n + 1)
    else if (tap.kind === 'help') void help.openHelp()
    else if (tap.kind === 'navigate') void Taro.navigateTo({ url: tap.url })
    else void Taro.reLaunch({ url: tap.url })
  }

  // The spacer keeps the page's end clear of the fixed bar. They are siblings: a wrapper around both moved
  // down with the spacer when the page's content arrived, and the browser counted that as a layout shift.
  return (
    <>
      <View className='tab-bar__spacer' />
      <View className='tab-bar' {...miniProgramRole('tablist')} role='tablist' aria-label='主导航'>
        {tabs.map((tab) => {
          const isCurrent = tab.key === current
          return (
            <View
              key={tab.key}
              className={`tab-bar__item tab-bar__item--${tab.key} ${isCurrent ? 'tab-bar__item--current' : ''}`}
              onClick={() => onTap(tab)}
              {...a11y(tab.hasNewData ? `${tab.text}，有新消息` : tab.text, 'tab')}
              aria-selected={isCurrent}
              {...focusable}
            >
              <View
                key={isCurrent ? `pulse-${replays}` : 'still'}
                className={`tab-bar__icon ${isCurrent ? 'tab-bar__icon--pulse' : ''}`}
              >
                <AtIcon value={tab.icon} size={22} color={isCurrent ? '#1369e0' : '#6e6e6e'} />
                {tab.hasNewData ? <View className='tab-bar__dot' /> : null}
              </View>
              <Text className='tab-bar__text'>{tab.text}</Text>
            </View>
          )
        })}
      </View>
    </>
  )
})
