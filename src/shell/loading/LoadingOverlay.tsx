import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtActivityIndicator } from 'taro-ui'
import '@/ui/taroUi/activity-indicator.scss'
import { useStores } from '@/stores/context'
import './LoadingOverlay.scss'

export type LoadingOverlayViewProps = { visible: boolean; message?: string }

/** A mask over the page with a spinner and the message. */
export function LoadingOverlayView({ visible, message }: LoadingOverlayViewProps) {
  if (!visible) return null
  return (
    <View className='loading-overlay' catchMove>
      <View className='loading-overlay__box'>
        <AtActivityIndicator mode='center' size={48} color='#fff' content={message || undefined} />
      </View>
    </View>
  )
}

/** Shows ui.loading; PageLayout mounts it once per page. */
export const LoadingOverlay = observer(function LoadingOverlay() {
  const { ui } = useStores()
  return <LoadingOverlayView visible={ui.loading.visible} message={ui.loading.message} />
})
