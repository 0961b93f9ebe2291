import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { AtActivityIndicator } from 'taro-ui'
import '@/ui/taroUi/activity-indicator.scss'
import { isH5Build } from '@/core/platform/env'
import { REFRESH, initialRefreshState, refreshCaption, refreshReducer, type RefreshEvent, type RefreshState } from './machine'
import './PullToRefresh.scss'

export type PullToRefreshProps = {
  /** The page's pull-down handler; the refresh ends when its promise settles. */
  onRefresh: () => Promise<unknown> | void
  className?: string
  children?: ReactNode
}

type TouchLike = { touches?: ArrayLike<{ clientY: number }>; changedTouches?: ArrayLike<{ clientY: number }> }

function touchY(event: TouchLike): number {
  const touch = event.touches?.[0] ?? event.changedTouches?.[0]
  return touch ? touch.clientY : 0
}

function pageScrollTop(): number {
  if (typeof window === 'undefined') return 0
  return window.scrollY || document.documentElement.scrollTop || document.body.scrollTop || 0
}

/** H5: the six-state touch machine over the page content. */
export function TouchPullToRefresh({ onRefresh, className, children }: PullToRefreshProps) {
  const [state, setState] = useState<RefreshState>(initialRefreshState)
  const current = useRef(state)
  const fallback = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef(onRefresh)
  latest.current = onRefresh
  const isMounted = useRef(true)

  useEffect(() => {
    isMounted.current = true
    return () => {
      isMounted.current = false
      if (fallback.current) clearTimeout(fallback.current)
    }
  }, [])

  const send = (event: RefreshEvent) => {
    if (!isMounted.current) return
    const { state: next, effect } = refreshReducer(current.current, event)
    if (next === current.current) return
    current.current = next
    setState(next)
    if (effect === 'refresh') {
      Promise.resolve()
        .then(() => latest.current())
        .catch(() => undefined)
        .then(() => send({ type: 'stop' }))
    } else if (effect === 'settle') {
      if (fallback.current) clearTimeout(fallback.current)
      fallback.current = setTimeout(() => send({ type: 'settled' }), REFRESH.fallbackMs)
    }
  }

  const isDragging = state.status === 'pulling' || state.status === 'reached'
  return (
    <View
      className={`pull-refresh pull-refresh--${state.status} ${className ?? ''}`.trim()}
      onTouchStart={(e) => send({ type: 'touchStart', y: touchY(e as TouchLike), scrollTop: pageScrollTop() })}
      onTouchMove={(e) => send({ type: 'touchMove', y: touchY(e as TouchLike), scrollTop: pageScrollTop() })}
      onTouchEnd={() => send({ type: 'touchEnd' })}
      onTouchCancel={() => send({ type: 'touchEnd' })}
    >
      <View
        className='pull-refresh__track'
        style={{
          // No transform at rest: a transformed ancestor would become the containing block of the page's
          // fixed popups and sheets.
          transform: state.status === 'idle' ? 'none' : `translate3d(0, ${state.distance}px, 0)`,
          transition: isDragging || state.status === 'idle' ? 'none' : `transform ${REFRESH.settleSeconds}s ease`,
        }}
        onTransitionEnd={() => send({ type: 'settled' })}
      >
        <View className='pull-refresh__head' style={{ height: `${REFRESH.holdHeight}px`, marginTop: `-${REFRESH.holdHeight}px` }}>
          {state.status === 'refreshing' ? <AtActivityIndicator size={28} /> : null}
          <Text className='pull-refresh__caption'>{refreshCaption(state.status)}</Text>
        </View>
        {children}
      </View>
    </View>
  )
}

/** weapp and dd: the native pull-down of a page whose config enables it. */
export function NativePullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const latest = useRef(onRefresh)
  latest.current = onRefresh
  usePullDownRefresh(() => {
    Promise.resolve()
      .then(() => latest.current())
      .catch(() => undefined)
      .then(() => Taro.stopPullDownRefresh())
  })
  return <>{children}</>
}

export function PullToRefresh(props: PullToRefreshProps) {
  return isH5Build() ? <TouchPullToRefresh {...props} /> : <NativePullToRefresh {...props} />
}
