import { View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import './order.scss'

export type OrderActionButton = { key: string; text: string; isPrimary?: boolean }

type Props = { buttons: readonly OrderActionButton[]; disabled: boolean; onPress: (key: string) => void }

/** The bottom bar of an order detail: the buttons the product allows now, nothing when there are none. */
export function OrderActionBar({ buttons, disabled, onPress }: Props) {
  if (buttons.length === 0) return null
  return (
    <View className='order-actions'>
      {buttons.map((button) => (
        <AtButton key={button.key} size='small' type={button.isPrimary ? 'primary' : 'secondary'} disabled={disabled} onClick={() => onPress(button.key)}>
          {button.text}
        </AtButton>
      ))}
    </View>
  )
}
