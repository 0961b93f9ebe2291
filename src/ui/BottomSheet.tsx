import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { AtFloatLayout, AtIcon } from 'taro-ui'
import './taroUi/float-layout.scss'
import './taroUi/icon.scss'
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
  return (
    <AtFloatLayout
      isOpened={isOpened}
      title={title}
      onClose={onClose}
      className={['bottom-sheet', title ? '' : 'bottom-sheet--untitled', className ?? ''].join(' ').trim()}
    >
      {title ? null : (
        <View className='bottom-sheet__close' onClick={onClose}>
          <AtIcon value='close' size={16} color='#999' />
        </View>
      )}
      {children}
    </AtFloatLayout>
  )
}
