import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { approvalRouteId } from '@/shell/tabbar/approvalRoute'
import { TabBar } from '@/shell/tabbar/TabBar'
import { useStores } from '@/stores/context'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { isOn } from '../../shared/domain/flags'
import { JoinRequestsEntry } from '../../enterprise/public'
import { openRoute } from '../../shared/navigation'
import { LinkList } from '../components/LinkList'
import { MyProfile } from '../components/MyProfile'
import { PointsCard } from '../components/PointsCard'
import { myLinks, myVariant } from '../domain/myLinks'
import { MyStore } from '../stores/MyStore'
import { myApiOf, mySessionOf } from '../stores/mySession'
import '../components/account.scss'

/** The my tab: profile, balance, roles, links, 切换企业 and 退出登录; 'integral' adds points and mall. */
function MyScreen({ variant }: ScreenProps<'default' | 'integral'>) {
  const root = useStores()
  const kind = myVariant(variant)
  const store = useStore(() => new MyStore(myApiOf(root), mySessionOf(root), { showsPoints: kind === 'integral' }))
  const [isConfirming, setConfirming] = useState(false)
  useShown(() => store.fetch())

  const logout = async () => {
    setConfirming(false)
    await store.logout()
    void Taro.reLaunch({ url: linkTo('loginAndRegister/login', { isindex: 1 }) })
  }

  return (
    <PageLayout title='我的' showsBack={false}>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <MyProfile settings={root.settings} />
        {kind === 'integral' && store.points ? <PointsCard status={store.points} /> : null}
        {isOn(root.settings.IsManage) ? <JoinRequestsEntry /> : null}
        <LinkList
          links={myLinks(
            kind,
            isLive,
            store.hasSeveralEnterprises,
            isOn(root.settings.IsApprover) ? approvalRouteId(isOn(root.settings.IsUserNewExpense)) : null,
            isOn(root.settings.IsManage) || isOn(root.settings.IsFinancial),
          )}
          onOpen={(link) => openRoute(link.routeId, link.query)}
        />
        <AtButton className='my-logout' loading={store.isLoggingOut} onClick={() => setConfirming(true)}>
          退出登录
        </AtButton>
      </StateView>
      <ConfirmPopup
        isOpened={isConfirming}
        content='确定要退出登录吗？'
        confirmText='退出'
        onConfirm={() => void logout()}
        onCancel={() => setConfirming(false)}
      />
      <TabBar current='my' />
    </PageLayout>
  )
}

export default observer(MyScreen)
