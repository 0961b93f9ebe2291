import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { chooseHome } from '@/shell/home/chooseHome'
import { homeContextOf } from '@/shell/home/homeContext'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { TabBar } from '@/shell/tabbar/TabBar'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { landingAfterSwitch } from '../domain/landingAfterSwitch'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createEnterpriseApi } from '../api/enterpriseApi'
import AcceptInvitation from '../components/AcceptInvitation'
import { EnterpriseList } from '../components/EnterpriseList'
import type { EnterpriseRow } from '../domain/enterpriseRows'
import { AcceptInvitationStore } from '../stores/AcceptInvitationStore'
import { ChangeEnterpriseStore } from '../stores/ChangeEnterpriseStore'
import { enterpriseSessionOf } from '../stores/enterpriseSession'
import '../components/enterprise.scss'

/**
 * 切换企业: the member's enterprises; choosing another one switches the session and reopens the home, or
 * 企业未签约 when the new enterprise's contract has ended (as a sign-in does). Below, 加入企业 by an invitation code.
 */
function ChangeEnterpriseScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new ChangeEnterpriseStore(createEnterpriseApi(root.request), enterpriseSessionOf(root)))
  const invitation = useStore(() => new AcceptInvitationStore(createEnterpriseApi(root.request), (name) => {
    root.ui.toast(`已加入${name}`)
    void store.fetch()
  }))
  useShown(() => store.fetch())

  const switchTo = async (row: EnterpriseRow) => {
    if (await store.switchTo(row)) void Taro.reLaunch({ url: landingAfterSwitch(store.isContractExpired, () => chooseHome(homeContextOf(root))) })
    else if (store.errorMessage) root.ui.toast(store.errorMessage)
  }

  return (
    <PageLayout title='切换企业'>
      <Text className='enterprise-tip'>选择要登录的企业</Text>
      <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.rows.length === 0} emptyText='暂无可切换的企业'>
        <EnterpriseList rows={store.rows} switchingId={store.switchingId} onSwitch={(row) => void switchTo(row)} />
      </StateView>
      <AcceptInvitation store={invitation} />
      <TabBar current='enterprise' />
    </PageLayout>
  )
}

export default observer(ChangeEnterpriseScreen)
