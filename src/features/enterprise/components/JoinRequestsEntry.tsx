import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtList, AtListItem } from 'taro-ui'
import '@/ui/taroUi/list.scss'
import { createReqId } from '@/core/http/ids'
import { useStores } from '@/stores/context'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createJoinRequestsApi } from '../api/joinRequestsApi'
import { JoinRequestsStore } from '../stores/JoinRequestsStore'
import { JoinRequestsPanel } from './JoinRequestsPanel'

/** 我的 → 加入申请 for managers: the count of open requests, and the sheet to decide them (decision 0352). */
export const JoinRequestsEntry = observer(function JoinRequestsEntry() {
  const root = useStores()
  const store = useStore(() => new JoinRequestsStore(createJoinRequestsApi(root.request), (m) => root.ui.toast(m), createReqId))
  const [isOpened, setOpened] = useState(false)
  useShown(() => store.fetch())
  const count = store.pending.length
  return (
    <>
      <AtList className='my-join-requests'>
        <AtListItem
          className='join-requests-entry'
          title='加入申请审核'
          extraText={count > 0 ? `${count}条待审核` : '暂无'}
          arrow='right'
          onClick={() => {
            setOpened(true)
            void store.fetch()
          }}
        />
      </AtList>
      <JoinRequestsPanel store={store} isOpened={isOpened} onClose={() => setOpened(false)} />
    </>
  )
})
