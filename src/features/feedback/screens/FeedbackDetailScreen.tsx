import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatShanghai } from '@/core/format/date'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createFeedbackProgressApi } from '../api/feedbackProgressApi'
import { COMMENT_MAX, SCORE_TEXT, STATUS_TEXT, typeText } from '../domain/feedbackProgress'
import { FeedbackDetailStore } from '../stores/FeedbackDetailStore'
import '../components/feedback.scss'

const STARS = [1, 2, 3, 4, 5] as const

/** 反馈详情: what was reported, the handling progress, and the evaluation once answered. Query feedbackId. */
function FeedbackDetailScreen({ query }: ScreenProps) {
  const root = useStores()
  const id = String(query.feedbackId ?? '')
  const store = useStore(() => new FeedbackDetailStore(createFeedbackProgressApi(root.request), id, (m) => root.ui.toast(m)))
  useShown(() => store.fetch())
  const detail = store.detail
  return (
    <PageLayout title='反馈详情'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          {detail ? (
            <View>
              <Section title='反馈内容'>
                <InfoRow label='反馈类型' value={typeText(detail.FeedbackType)} />
                <InfoRow label='状态' value={STATUS_TEXT[detail.Status]} emphasis={detail.Status !== 'replied'} />
                <InfoRow label='提交时间' value={formatShanghai(detail.CreatedAt)} />
                {detail.OrderNo ? <InfoRow label='关联订单' value={detail.OrderNo} /> : null}
                <Text className='feedback-detail__content'>{detail.Content}</Text>
              </Section>
              <Section title='处理进度'>
                {store.schedule.map((step, index) => (
                  <View key={`${step.Step}-${index}`} className='feedback-step'>
                    <Text className='feedback-step__title'>
                      {STATUS_TEXT[step.Step]}
                      {step.HandlerName ? ` · ${step.HandlerName}` : ''}
                    </Text>
                    <Text className='feedback-step__content'>{step.Content}</Text>
                    <Text className='feedback-step__time'>{formatShanghai(step.CreatedAt)}</Text>
                  </View>
                ))}
              </Section>
              {detail.Evaluation ? (
                <Section title='我的评价'>
                  <InfoRow label='满意度' value={`${'★'.repeat(detail.Evaluation.Score)} ${SCORE_TEXT[detail.Evaluation.Score]}`} />
                  {detail.Evaluation.Comment ? <Text className='feedback-detail__content'>{detail.Evaluation.Comment}</Text> : null}
                </Section>
              ) : null}
              {detail.CanEvaluate ? (
                <Section title='评价本次服务'>
                  <View className='feedback-stars'>
                    {STARS.map((score) => (
                      <Text key={score} className={`feedback-star${score <= store.score ? ' feedback-star--on' : ''}`} onClick={() => store.setScore(score)}>
                        {score <= store.score ? '★' : '☆'}
                      </Text>
                    ))}
                    <Text className='feedback-stars__text'>{SCORE_TEXT[store.score]}</Text>
                  </View>
                  <Textarea
                    className='feedback__content'
                    maxlength={COMMENT_MAX + 20}
                    placeholder='说说您的感受（选填）'
                    value={store.comment}
                    onInput={(e) => store.setComment(e.detail.value)}
                  />
                  {store.error ? <Text className='feedback-detail__error'>{store.error}</Text> : null}
                  <AtButton className='feedback-evaluate__submit' type='primary' loading={store.isSubmitting} onClick={() => void store.submit()}>
                    提交评价
                  </AtButton>
                </Section>
              ) : null}
            </View>
          ) : null}
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(FeedbackDetailScreen)
