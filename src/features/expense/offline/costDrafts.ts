import type { SaveCostRequest } from '@api/expense'
import type { PhotoKeeper } from '@/core/platform/keptPhotos'
import type { OutboxItem, OutboxSender } from '@/stores/Outbox'
import type { ExpenseApi } from '../api/expenseApi'

/** The outbox kind of a new cost recorded with no network. */
export const COST_DRAFT = 'expense.cost'

export type CostDraft = {
  body: Omit<SaveCostRequest, 'CostId' | 'Attachments'>
  typeName: string
  /** Photos uploaded so far (server addresses). */
  uploaded: string[]
  /** Photos kept on the device, not uploaded yet (PhotoKeeper). */
  photos: string[]
}

/** Uploads the draft's photos one by one (saved as it goes), then saves the cost with the draft's reqId. */
export function costDraftSender(api: Pick<ExpenseApi, 'saveCost' | 'uploadImage'>, keeper: Pick<PhotoKeeper, 'pathOf'>): OutboxSender<CostDraft> {
  return async (item: OutboxItem<CostDraft>, save) => {
    let draft = item.payload
    while (draft.photos.length > 0) {
      const url = await api.uploadImage(await keeper.pathOf(draft.photos[0]))
      draft = { ...draft, uploaded: [...draft.uploaded, url], photos: draft.photos.slice(1) }
      await save(draft)
    }
    await api.saveCost({ ...draft.body, Attachments: draft.uploaded }, item.reqId)
  }
}

export const COST_DRAFT_STATE_TEXT = { waiting: '待发送：联网后自动提交', sending: '发送中...', conflict: '未能提交' } as const
