import { defaultPhotoKeeper } from '@/core/platform/keptPhotos'
import type { RootStore } from '@/stores/root'
import type { ExpenseApi } from '../api/expenseApi'
import type { CostDraftQueue } from '../stores/CostFormStore'
import { COST_DRAFT, costDraftSender, type CostDraft } from './costDrafts'

/** Registers how queued costs are sent and sends what waits; returns the queue the cost form uses. */
export function costDraftQueue(root: Pick<RootStore, 'outbox'>, api: Pick<ExpenseApi, 'saveCost' | 'uploadImage'>): CostDraftQueue {
  const keeper = defaultPhotoKeeper()
  root.outbox.register<CostDraft>(COST_DRAFT, costDraftSender(api, keeper))
  void root.outbox.flush()
  return {
    keepPhoto: (path) => keeper.keep(path),
    enqueue: (draft) => root.outbox.enqueue(COST_DRAFT, draft),
  }
}
