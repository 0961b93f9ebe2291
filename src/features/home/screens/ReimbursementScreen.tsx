import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { isOn } from '../../shared/domain/flags'
import { openRoute } from '../../shared/navigation'
import { reimbursementLinks } from '../domain/reimbursementLinks'
import '../components/overview.scss'

/** 报销: the entry to the expense side (new or old expense mode), and where this month's spending stands. */
function ReimbursementScreen(_props: ScreenProps) {
  const root = useStores()
  const links = reimbursementLinks(isOn(root.settings.IsUserNewExpense), isLive)
  return (
    <PageLayout title='报销'>
      <View className='overview-links'>
        {links.map((link) => (
          <View key={link.key} className='overview-link' onClick={() => openRoute(link.routeId)}>
            <View className='overview-item__main'>
              <Text>{link.title}</Text>
              <Text className='overview-item__meta'>{link.note}</Text>
            </View>
            <Text>›</Text>
          </View>
        ))}
        {isLive('index/ConsumptionDetail') ? (
          <View className='overview-link' onClick={() => openRoute('index/ConsumptionDetail')}>
            <View className='overview-item__main'>
              <Text>消费明细</Text>
              <Text className='overview-item__meta'>按月查看差旅消费</Text>
            </View>
            <Text>›</Text>
          </View>
        ) : null}
      </View>
      {links.length === 0 ? <Text className='overview-block__line'>企业尚未启用在线报销，请联系企业管理员</Text> : null}
    </PageLayout>
  )
}

export default observer(ReimbursementScreen)
