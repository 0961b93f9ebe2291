import { observer } from 'mobx-react'
import { createReqId } from '@/core/http/ids'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createBindingsApi } from '../api/bindingsApi'
import { BindRow } from '../components/BindRow'
import { BindListStore } from '../stores/BindListStore'
import '../components/bindings.scss'

/** 账号绑定: travel-platform accounts and airline/hotel memberships, bind and unbind; the 12306 account when live. */
function BindListScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new BindListStore(createBindingsApi(root.request), (m) => root.ui.toast(m), createReqId))
  useShown(() => store.fetch())
  const data = store.data
  return (
    <PageLayout title='账号绑定'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => void store.fetch()}>
          {data ? (
            <>
              <Section title='出行平台账号'>
                {data.Platforms.map((p) => (
                  <BindRow
                    key={p.PlatformCode}
                    name={p.PlatformName}
                    meta={p.IsBound ? `已绑定 ${p.Account}` : '未绑定'}
                    isBound={p.IsBound}
                    onBind={() => openRoute('my/bindAccount/bind', { platform: p.PlatformCode })}
                    onUnbind={() => store.ask({ kind: 'platform', item: p })}
                  />
                ))}
              </Section>
              <Section title='航空与酒店会员'>
                {data.Memberships.map((m) => (
                  <BindRow
                    key={m.ProgramCode}
                    name={m.ProgramName}
                    meta={m.IsBound ? `${m.CardNo} · ${m.LevelName}` : '未绑定'}
                    isBound={m.IsBound}
                    onBind={() => openRoute('my/bindAccount/member', { program: m.ProgramCode })}
                    onUnbind={() => store.ask({ kind: 'member', item: m })}
                  />
                ))}
              </Section>
              {isLive('train/login12306') ? (
                <Section title='铁路'>
                  <BindRow name='12306账号' meta='用本人12306账号购票' isBound={false} onBind={() => openRoute('train/login12306')} onUnbind={() => undefined} />
                </Section>
              ) : null}
            </>
          ) : null}
        </StateView>
      </PullToRefresh>
      <ConfirmPopup
        isOpened={store.confirming !== null}
        content={store.confirmText}
        confirmText={store.isUnbinding ? '解绑中...' : '解绑'}
        onConfirm={() => void store.unbind()}
        onCancel={() => store.ask(null)}
      />
    </PageLayout>
  )
}

export default observer(BindListScreen)
