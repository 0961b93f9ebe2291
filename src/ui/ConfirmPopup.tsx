import { Text } from '@tarojs/components'
import { Popup } from './Popup'

type Props = {
  isOpened: boolean
  content: string
  confirmText?: string
  onConfirm: () => void
  onCancel: () => void
}

/** The spec's center popup asking to confirm an action that cannot be undone. */
export function ConfirmPopup({ isOpened, content, confirmText = '确认', onConfirm, onCancel }: Props) {
  return (
    <Popup isOpened={isOpened} type='center' title='提示' confirmText={confirmText} onConfirm={onConfirm} onClose={onCancel}>
      <Text>{content}</Text>
    </Popup>
  )
}
