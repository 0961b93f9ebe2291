import { View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'

export type BarAction = { key: string; text: string; type: 'primary' | 'secondary'; onClick: () => void }

/** The detail screens' bottom buttons; the running one spins, the others wait. */
export function ActionBar({ actions, busy, prefix }: { actions: readonly BarAction[]; busy: string | null; prefix: string }) {
  if (actions.length === 0) return null
  return (
    <View className='loans__bar'>
      {actions.map((a) => (
        <AtButton key={a.key} className={`loans__bar-button ${prefix}__${a.key}`} type={a.type} loading={busy === a.key} disabled={busy !== null} onClick={a.onClick}>
          {a.text}
        </AtButton>
      ))}
    </View>
  )
}
