import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatShanghai } from '@/core/format/date'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { PagedList } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createFeedbackProgressApi } from '../api/feedbackProgressApi'
import { STATUS_TEXT, typeText } from '../domain/feedbackProgress'
import '../components/feedback.scss'

/** 我的反馈: the member's feedback, newest first, each opening its progress; 我要反馈 opens the form. */
function FeedbackListScreen(_props: ScreenProps) {
  const root = useStores()
  const api = createFeedbackProgressApi(root.request)
  const list = useStore(() => new PagedList((i, s) => api.page(i, s), (f) => f.FeedbackId, 20, '反馈记录加载失败'))
  useShown(() => list.fetch())
  useReachBottom(() => void list.loadMore())
  return (
    <PageLayout title='我的反馈'>
      <PullToRefresh onRefresh={() => list.fetch()}>
        <StateView state={list.load} onRetry={() => list.fetch()} isEmpty={list.isEmpty} emptyText='暂无反馈记录'>
          {list.items.map((item) => (
            <View key={item.FeedbackId} className='feedback-item' onClick={() => openRoute('my2.0/feedback/detail', { feedbackId: item.FeedbackId })}>
              <View className='feedback-item__head'>
                <Text>{typeText(item.FeedbackType)}</Text>
                <Text className={`feedback-item__status feedback-item__status--${item.Status}`}>{STATUS_TEXT[item.Status]}</Text>
              </View>
              <Text className='feedback-item__content'>{item.Content}</Text>
              <Text className='feedback-item__meta'>
                {formatShanghai(item.CreatedAt)}
                {item.OrderNo ? ` · 订单 ${item.OrderNo}` : ''}
              </Text>
            </View>
          ))}
          <ListFooter list={list} onLoadMore={() => void list.loadMore()} />
        </StateView>
      </PullToRefresh>
      <AtButton className='feedback-list__new' type='primary' onClick={() => openRoute('my2.0/feedback/edit')}>
        我要反馈
      </AtButton>
    </PageLayout>
  )
}

export default observer(FeedbackListScreen)
