import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { isLive } from '@/routes/registry'
import { useStores } from '@/stores/context'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTravelApplyApi } from '../api/travelApplyApi'
import { PendingApplicationsStore } from '../stores/PendingApplicationsStore'
import './travelApply.scss'

const LIST_ROUTE = 'my/tripApplicationList/index' as const

/** 出差申请 N 条待我审批 〉 on the approver's 审批 screen; nothing when none waits. */
function PendingApplicationsLink() {
  const root = useStores()
  const store = useStore(() => new PendingApplicationsStore(createTravelApplyApi(root.request)))
  useShown(() => store.fetch())
  if (store.count === 0 || !isLive(LIST_ROUTE)) return null
  return (
    <View className='travel-apply-pending' onClick={() => openRoute(LIST_ROUTE, { tab: 'pending' })}>
      <Text className='travel-apply-pending__title'>出差申请</Text>
      <Text className='travel-apply-pending__count'>{store.count} 条待我审批 〉</Text>
    </View>
  )
}

export default observer(PendingApplicationsLink)
