import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtActivityIndicator } from 'taro-ui'
import '@/ui/taroUi/activity-indicator.scss'
import { pageLoading } from './pageLoadingStore'
import './PageLoadingView.scss'

/** Over the current page while the next page's code loads: 加载中 after 200 ms, the failure with 重试. */
export const PageLoadingView = observer(function PageLoadingView() {
  if (pageLoading.status === 'idle') return null
  if (pageLoading.status === 'loading') {
    return (
      <View className='page-loading' role='status' aria-live='polite'>
        <AtActivityIndicator mode='center' content='页面加载中...' />
      </View>
    )
  }
  return (
    <View className='page-loading page-loading--failed' role='alert'>
      <Text className='page-loading__title'>页面加载失败</Text>
      <Text className='page-loading__desc'>请检查网络后重试</Text>
      <Button className='page-loading__retry' size='mini' type='primary' onClick={() => pageLoading.retry?.()}>
        重试
      </Button>
    </View>
  )
})
