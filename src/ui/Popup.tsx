import { Button, View } from '@tarojs/components'
import { useMemo, useRef, type ReactNode } from 'react'
import { AtModal, AtModalAction, AtModalContent, AtModalHeader } from 'taro-ui'
import './taroUi/modal.scss'
import { BottomSheet } from './BottomSheet'
import { CONFIRM_THROTTLE_MS, throttle } from './domain/throttle'
import { usePopupCount } from './popupCount'
import { useDialogFocus } from './useDialogFocus'
import './Popup.scss'

export type PopupProps = {
  /** The popup is open exactly while this is true. */
  isOpened: boolean
  /** Default 'bottom'. */
  type?: 'center' | 'bottom'
  title?: string
  /** Default 确认; an empty string hides the button. */
  confirmText?: string
  /** Default 取消; an empty string hides the button. */
  cancelText?: string
  /** Default true: show the confirm/cancel row. */
  showActions?: boolean
  /** Throttled: taps within 300 ms of the last confirm of the same opening are dropped. */
  onConfirm?: () => void
  /** Defaults to onClose. */
  onCancel?: () => void
  /** Mask, close icon (and cancel without onCancel). */
  onClose?: () => void
  className?: string
  children?: ReactNode
}

export function Popup({
  isOpened,
  type = 'bottom',
  title,
  confirmText = '确认',
  cancelText = '取消',
  showActions = true,
  onConfirm,
  onCancel,
  onClose,
  className,
  children,
}: PopupProps) {
  usePopupCount(isOpened)
  const dialog = useDialogFocus(type === 'center' ? isOpened : false, onClose, title ?? '提示')
  const latest = useRef({ onConfirm })
  latest.current = { onConfirm }
  // A guard against a double tap within one opening: each opening starts with a fresh one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const confirm = useMemo(() => throttle(() => latest.current.onConfirm?.(), CONFIRM_THROTTLE_MS), [isOpened])
  const close = () => onClose?.()
  const cancel = () => (onCancel ? onCancel() : close())

  const hasActions = showActions && Boolean(confirmText || cancelText)
  const buttons = [
    cancelText ? (
      <Button key='cancel' className='popup__button popup__button--cancel' onClick={cancel}>
        {cancelText}
      </Button>
    ) : null,
    confirmText ? (
      <Button key='confirm' className='popup__button popup__button--confirm' onClick={() => confirm()}>
        {confirmText}
      </Button>
    ) : null,
  ]

  if (type === 'center') {
    return (
      <AtModal
        isOpened={isOpened}
        closeOnClickOverlay
        onClose={close}
        className={`popup popup--center ${dialog} ${className ?? ''}`.trim()}
      >
        {title ? <AtModalHeader>{title}</AtModalHeader> : null}
        <AtModalContent>{children}</AtModalContent>
        {hasActions ? <AtModalAction>{buttons}</AtModalAction> : null}
      </AtModal>
    )
  }
  return (
    <BottomSheet
      isOpened={isOpened}
      title={title}
      onClose={close}
      className={`popup popup--bottom ${className ?? ''}`.trim()}
    >
      <View className='popup__body'>{children}</View>
      {hasActions ? <View className='popup__actions'>{buttons}</View> : null}
    </BottomSheet>
  )
}
