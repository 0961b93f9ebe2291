import { Text, View } from '@tarojs/components'
import { a11y, focusable } from '@/ui/a11y'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { AtIcon } from 'taro-ui'
import '@/ui/taroUi/icon.scss'
import { useStores } from '@/stores/context'
import { Popup } from '@/ui/Popup'
import type { HelpTarget } from './helpOpener'
import { HELP_BUTTON, helpReducer, initialHelpState, opensHelpDirectly, type HelpEvent, type HelpState } from './helpMachine'
import { useHelpOpener } from './useHelpOpener'
import './FloatingHelp.scss'

export type FloatingHelpProps = HelpTarget

export const HELP_POPUP_TITLE = '一键解决所有出行难题'

const ENTRIES = [
  { entry: 'help', title: '在线帮助', subtitle: '预订、订单、价格等问题', icon: 'message' },
  { entry: 'feedback', title: '投诉与建议', subtitle: '服务异议、功能改进建议', icon: 'edit' },
] as const

/** The floating help button and its popup; the order context goes to online help and feedback. */
export const FloatingHelp = observer(function FloatingHelp(target: FloatingHelpProps) {
  const root = useStores()
  const opener = useHelpOpener()
  const [state, setState] = useState<HelpState>(initialHelpState)
  const current = useRef(state)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef({ opener, target })
  latest.current = { opener, target }

  const send = (event: HelpEvent) => {
    const { state: next, effect } = helpReducer(current.current, event)
    current.current = next
    setState(next)
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    if (next.hideAt !== null) {
      timer.current = setTimeout(() => send({ type: 'tick', now: Date.now() }), Math.max(0, next.hideAt - Date.now()))
    }
    if (effect?.open === 'help') void latest.current.opener.openHelp(latest.current.target)
    if (effect?.open === 'feedback') latest.current.opener.openFeedback(latest.current.target)
  }

  useEffect(() => {
    send({ type: 'mounted', now: Date.now() })
    return () => {
      if (timer.current) clearTimeout(timer.current)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const opensDirectly = opensHelpDirectly({
    platId: root.settings.platId || root.platform.platId,
    agentPlatId: root.platform.agentPlatId,
  })

  return (
    <View className='floating-help-host'>
      <View
        className={`floating-help ${state.isHidden ? 'floating-help--hidden' : ''}`}
        style={{
          bottom: Taro.pxTransform(HELP_BUTTON.bottom),
          right: Taro.pxTransform(state.isHidden ? HELP_BUTTON.hiddenRight : HELP_BUTTON.right),
        }}
        onClick={() => send({ type: 'tap', now: Date.now(), opensDirectly })}
        {...a11y('帮助', 'button')}
        {...focusable}
      >
        <AtIcon value='help' size={20} color='#fff' />
        <Text className='floating-help__label'>帮助</Text>
      </View>
      <Popup
        isOpened={state.isPopupOpen}
        title={HELP_POPUP_TITLE}
        showActions={false}
        onClose={() => send({ type: 'closePopup' })}
      >
        {ENTRIES.map((item) => (
          <View
            key={item.entry}
            className={`floating-help__entry floating-help__entry--${item.entry}`}
            onClick={() => send({ type: 'choose', entry: item.entry })}
            {...a11y(`${item.title}，${item.subtitle}`, 'button')}
            {...focusable}
          >
            <AtIcon value={item.icon} size={24} color='#1369e0' />
            <View className='floating-help__entry-text'>
              <Text className='floating-help__entry-title'>{item.title}</Text>
              <Text className='floating-help__entry-subtitle'>{item.subtitle}</Text>
            </View>
            <AtIcon value='chevron-right' size={16} color='#6e6e6e' />
          </View>
        ))}
      </Popup>
    </View>
  )
})
