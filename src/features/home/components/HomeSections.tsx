import { observer } from 'mobx-react'
import { departmentTipFor } from '@/core/validators'
import { homeEntries, isLive } from '@/routes/registry'
import type { RootStore } from '@/stores/root'
import { PointsCard } from '../../account/public'
import { isOn } from '../../shared/domain/flags'
import { useAfterFirstFrame } from '../../shared/hooks/useAfterFirstFrame'
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

/**
 * Everything below the banners; shown once the home's data has loaded (or its kept copy is there). The first
 * frame holds what a phone shows without scrolling (on 375×667, by home.scss, the shortcuts end about where the tab
 * bar begins, with two rows of entries); the frequently used list, below the fold and last, mounts after it
 * (decision 0921). Only the last section may wait: one mounted later above another would push that one down.
 */
export const HomeSections = observer(function HomeSections({ root, store, layout }: Props) {
  const { settings, client } = root
  const isPainted = useAfterFirstFrame()
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
      {isPainted ? (
        <FrequentList
          items={offered(store.frequentlyUsed)}
          onOpen={(item) => openLink(item.Url)}
          onManage={isLive(FREQUENTLY_USED) ? () => openRoute(FREQUENTLY_USED) : undefined}
        />
      ) : null}
    </>
  )
})
