import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { isLive } from '@/routes/registry'
import { useStores } from '@/stores/context'
import { openRoute } from '../../shared/navigation'
import './travelApply.scss'

const LIST_ROUTE = 'my/tripApplicationList/index' as const

/**
 * 出差申请 N 条待我审批 〉 and 日常申请 N 条待我审批 〉 on the approver's 审批 screens, each shown only when some wait.
 * The counts are the to-do summary's parts (decision 0410), refreshed by the screen with the badges.
 */
function PendingApplicationsLink() {
  const { client } = useStores()
  const { TravelApplications, DailyApplications } = client.todoParts
  if (!isLive(LIST_ROUTE)) return null
  const open = () => openRoute(LIST_ROUTE, { tab: 'pending' })
  return (
    <View>
      {TravelApplications > 0 ? (
        <View className='travel-apply-pending' onClick={open}>
          <Text className='travel-apply-pending__title'>出差申请</Text>
          <Text className='travel-apply-pending__count'>{TravelApplications} 条待我审批 〉</Text>
        </View>
      ) : null}
      {DailyApplications > 0 ? (
        <View className='daily-apply-pending' onClick={open}>
          <Text className='travel-apply-pending__title'>日常申请</Text>
          <Text className='daily-apply-pending__count'>{DailyApplications} 条待我审批 〉</Text>
        </View>
      ) : null}
    </View>
  )
}

export default observer(PendingApplicationsLink)
