import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { AtFloatLayout, AtIcon } from 'taro-ui'
import './taroUi/float-layout.scss'
import './taroUi/icon.scss'
import { a11y, focusable } from './a11y'
import { useDialogFocus } from './useDialogFocus'
import './BottomSheet.scss'

export type BottomSheetProps = {
  isOpened: boolean
  /** With a title the close icon sits in the title bar, without one at the top right. */
  title?: string
  onClose: () => void
  className?: string
  children?: ReactNode
}

/** A sheet rising from the bottom over a mask; the mask and the close icon both close it. */
export function BottomSheet({ isOpened, title, onClose, className, children }: BottomSheetProps) {
  const dialog = useDialogFocus(isOpened, onClose, title ?? '弹出层')
  return (
    <AtFloatLayout
      isOpened={isOpened}
      title={title}
      onClose={onClose}
      className={['bottom-sheet', dialog, title ? '' : 'bottom-sheet--untitled', className ?? ''].join(' ').trim()}
    >
      {title ? null : (
        <View className='bottom-sheet__close' onClick={onClose} {...a11y('关闭', 'button')} {...focusable}>
          <AtIcon value='close' size={16} color='#6e6e6e' />
        </View>
      )}
      {children}
    </AtFloatLayout>
  )
}
