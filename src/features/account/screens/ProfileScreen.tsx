import { observer } from 'mobx-react'
import { AtList, AtListItem } from 'taro-ui'
import '@/ui/taroUi/list.scss'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createProfileApi } from '../api/accountApi'
import { ProfileStore } from '../stores/ProfileStore'

/** 个人资料 (profile) and 个人信息 (userInfo): the member's details, with 修改密码. */
function ProfileScreen({ variant }: ScreenProps<'profile' | 'userInfo'>) {
  const root = useStores()
  const store = useStore(() => new ProfileStore(createProfileApi(root.request)))
  useShown(() => store.fetch())
  return (
    <PageLayout title={variant === 'userInfo' ? '个人信息' : '个人资料'}>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          <Section>
            {store.rows.map((row) => (
              <InfoRow key={row.label} label={row.label} value={row.value} />
            ))}
          </Section>
          {isLive('my2.0/modifyPsd') ? (
            <AtList>
              <AtListItem title='修改密码' arrow='right' onClick={() => openRoute('my2.0/modifyPsd')} />
            </AtList>
          ) : null}
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(ProfileScreen)
