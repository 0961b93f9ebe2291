import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useHelpOpener } from '@/shell/help/useHelpOpener'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { isLive } from '@/routes/registry'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createServiceApi } from '../api/serviceApi'
import { FaqRows } from '../components/FaqRows'
import { FaqListStore } from '../stores/FaqListStore'
import '../components/my.scss'

/** 客服中心: online help, the hotline, feedback, and the hot questions by category. */
function CustomerServiceScreen(_props: ScreenProps) {
  const root = useStores()
  const help = useHelpOpener()
  const store = useStore(() => new FaqListStore(createServiceApi(root.request)))
  useShown(() => store.fetch())
  const phone = root.platform.brand.servicePhone
  return (
    <PageLayout title='客服中心'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='service-actions'>
          <View className='service-action' onClick={() => void help.openHelp()}>
            <Text className='service-action__title'>在线客服</Text>
            <Text className='service-action__meta'>预订、订单、价格问题</Text>
          </View>
          {phone ? (
            <View className='service-action' onClick={() => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)}>
              <Text className='service-action__title'>客服热线</Text>
              <Text className='service-action__meta'>{phone}</Text>
            </View>
          ) : null}
          {isLive('my2.0/feedback/index') ? (
            <View className='service-action' onClick={() => openRoute('my2.0/feedback/index')}>
              <Text className='service-action__title'>投诉与建议</Text>
              <Text className='service-action__meta'>查看反馈进度</Text>
            </View>
          ) : null}
        </View>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          <View className='faq-categories'>
            {store.categories.map((c) => (
              <Text key={c.CategoryId} className='faq-category' onClick={() => openRoute('my2.0/questionList', { categoryId: String(c.CategoryId) })}>
                {c.Name}
              </Text>
            ))}
          </View>
          <View className='my-link' onClick={() => openRoute('my2.0/questionList')}>
            <Text>热门问题</Text>
            <Text className='my-link__arrow'>全部问题 ›</Text>
          </View>
          <FaqRows items={store.items} />
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(CustomerServiceScreen)
