import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { backOr } from '../../shared/navigation'
import { OTHER_REASON, REASONS, reasonText, type ReasonKind } from '../domain/reasons'
import { reasonSessionOf } from '../stores/reasonSession'
import '../components/train.scss'

/** 选择原因 (/pages/order3.0/train/common/selectReason): why the ticket is refunded or changed; 其他 with the traveller's words. */
function TrainSelectReasonScreen({ query }: ScreenProps) {
  const root = useStores()
  const session = reasonSessionOf(root)
  const kind: ReasonKind = (session.request?.kind ?? query.kind) === 'change' ? 'change' : 'refund'
  const current = session.request?.current ?? ''
  const known = REASONS[kind].includes(current)
  const [picked, setPicked] = useState(known ? current : current ? OTHER_REASON : '')
  const [typed, setTyped] = useState(!known && current.startsWith('其他：') ? current.slice(3) : '')
  const [error, setError] = useState('')
  const done = () => {
    const text = reasonText(picked, typed)
    if (!text) return setError(picked === OTHER_REASON ? '请填写具体原因' : '请选择原因')
    session.answer(text)
    backOr('/pages/index/index')
  }

  return (
    <PageLayout title={kind === 'change' ? '选择改签原因' : '选择退票原因'}>
      <View className='train-page'>
        <View className='train-section'>
          {REASONS[kind].map((reason) => (
            <View
              key={reason}
              className={`train-row train-reason${picked === reason ? ' train-reason--on' : ''}`}
              onClick={() => {
                setPicked(reason)
                setError('')
              }}
            >
              <Text>{reason}</Text>
              <Text className='train-reason__tick'>{picked === reason ? '✓' : ''}</Text>
            </View>
          ))}
          {picked === OTHER_REASON ? (
            <Input className='train-input train-reason__own' value={typed} maxlength={100} placeholder='请填写具体原因' onInput={(e) => setTyped(e.detail.value)} />
          ) : null}
          {error ? <View className='train-error'>{error}</View> : null}
        </View>
        <AtButton type='primary' onClick={done}>
          确定
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(TrainSelectReasonScreen)
