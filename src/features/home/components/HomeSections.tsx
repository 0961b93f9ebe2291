import { observer } from 'mobx-react'
import { departmentTipFor } from '@/core/validators'
import { homeEntries, isLive } from '@/routes/registry'
import type { RootStore } from '@/stores/root'
import { PointsCard } from '../../account/public'
import { isOn } from '../../shared/domain/flags'
import { offered, openLink, openRoute } from '../../shared/navigation'
import { visibleProductEntries } from '../domain/productEntries'
import { approvalRouteId, visibleShortcuts } from '../domain/shortcuts'
import type { HomeLayout } from '../domain/homeVariant'
import type { HomeStore } from '../stores/HomeStore'
import { DepartmentTip } from './DepartmentTip'
import { FrequentList } from './FrequentList'
import { ProductEntries } from './ProductEntries'
import { ShortcutBar } from './ShortcutBar'
import { TodoCard } from './TodoCard'

const FREQUENTLY_USED = 'index3.0/offenUsed/index'

export function hasHomeContent(root: RootStore, store: HomeStore): boolean {
  const entries = visibleProductEntries(homeEntries, root.settings, isLive)
  return entries.length > 0 || visibleShortcuts(isLive, isDossenMember(root)).length > 0 || offered(store.frequentlyUsed).length > 0
}

const isDossenMember = (root: RootStore) => root.client.isDossenSale || root.client.isDossenOnwer

type Props = { root: RootStore; store: HomeStore; layout: HomeLayout }

/** Everything below the banners; shown once the home's data has loaded. */
export const HomeSections = observer(function HomeSections({ root, store, layout }: Props) {
  const { settings, client } = root
  const tip = departmentTipFor(settings.MemberInfo.EnterpriseId)
  const approvalId = approvalRouteId(isOn(settings.IsUserNewExpense))
  return (
    <>
      {tip ? <DepartmentTip text={tip} /> : null}
      {isOn(settings.IsApprover) ? (
        <TodoCard count={client.todoCount} onOpen={() => openRoute(approvalId)} />
      ) : null}
      <ProductEntries
        entries={visibleProductEntries(homeEntries, settings, isLive)}
        entryStyle={layout.entryStyle}
        onOpen={(entry) => openRoute(entry.routeId, entry.query)}
      />
      {layout.showsPoints && store.points ? <PointsCard status={store.points} /> : null}
      <ShortcutBar shortcuts={visibleShortcuts(isLive, isDossenMember(root))} onOpen={(s) => openRoute(s.routeId, s.query)} />
      <FrequentList
        items={offered(store.frequentlyUsed)}
        onOpen={(item) => openLink(item.Url)}
        onManage={isLive(FREQUENTLY_USED) ? () => openRoute(FREQUENTLY_USED) : undefined}
      />
    </>
  )
})
