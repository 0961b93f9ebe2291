import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatShanghai } from '@/core/format'
import { Popup } from '@/ui/Popup'
import { StateView } from '@/ui/StateView'
import type { JoinRequestsStore } from '../stores/JoinRequestsStore'
import './joinRequests.scss'

/** The managers' 加入申请 sheet: who asks to join (name, phone, when), 同意 or 拒绝. */
export const JoinRequestsPanel = observer(function JoinRequestsPanel({ store, isOpened, onClose }: { store: JoinRequestsStore; isOpened: boolean; onClose: () => void }) {
  return (
    <Popup isOpened={isOpened} title='加入申请' showActions={false} onClose={onClose}>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.pending.length === 0} emptyText='暂无待审核的加入申请'>
        {store.pending.map((r) => (
          <View key={r.RequestId} className='join-request'>
            <View className='join-request__main'>
              <Text className='join-request__name'>{r.CustomerName}</Text>
              <Text className='join-request__meta'>{r.Phone} · {formatShanghai(r.CreatedAt, 'MM-DD HH:mm')}申请</Text>
            </View>
            <AtButton size='small' disabled={store.decidingId !== null} onClick={() => void store.decide(r, false)}>拒绝</AtButton>
            <AtButton size='small' type='primary' disabled={store.decidingId !== null} onClick={() => void store.decide(r, true)}>同意</AtButton>
          </View>
        ))}
      </StateView>
    </Popup>
  )
})
