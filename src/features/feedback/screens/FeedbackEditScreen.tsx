import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createUpload } from '@/core/http/upload'
import { chooseHome } from '@/shell/home/chooseHome'
import { homeContextOf } from '@/shell/home/homeContext'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { createFeedbackApi } from '../api/feedbackApi'
import { FeedbackFields } from '../components/FeedbackFields'
import { FeedbackStore } from '../stores/FeedbackStore'
import '../components/feedback.scss'

/** 投诉与建议: type, content, up to three images and a contact phone; opened from an order it names it. */
function FeedbackEditScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(
    () =>
      new FeedbackStore(createFeedbackApi(root.request, createUpload(() => root.settings.identity)), {
        contactPhone: root.settings.phone,
        query,
      }),
  )

  const addImages = async () => {
    let paths: string[]
    try {
      const chosen = await Taro.chooseImage({ count: store.remainingSlots, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      paths = chosen.tempFilePaths
    } catch {
      return // the member cancelled
    }
    await store.addImages(paths)
  }

  const submit = async () => {
    if (!(await store.submit())) return
    root.ui.toast('提交成功，感谢您的反馈')
    backOr(chooseHome(homeContextOf(root)))
  }

  return (
    <PageLayout title='投诉与建议'>
      <View className='feedback'>
        <FeedbackFields store={store} onAddImages={() => void addImages()} />
        <Text className='feedback__error'>{store.errorMessage}</Text>
        <AtButton className='feedback__submit' type='primary' loading={store.isSubmitting} disabled={store.isBusy} onClick={submit}>
          {store.isSubmitting ? '提交中...' : '提交'}
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(FeedbackEditScreen)
