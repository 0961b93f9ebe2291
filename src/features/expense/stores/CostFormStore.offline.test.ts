import type { ExpenseApi } from '../api/expenseApi'
import { costDraftSender, type CostDraft } from '../offline/costDrafts'
import { CostFormStore, type CostDraftQueue } from './CostFormStore'

const offline = { Code: '-1', Msg: '网络异常', isNetworkError: true }
const TYPES = { Items: [{ CostTypeId: 'taxi', Name: '出租车', ParentId: '' }] }

function setup(over: Partial<Record<keyof ExpenseApi, jest.Mock>> = {}) {
  const api = {
    costTypes: jest.fn(async () => TYPES),
    costs: jest.fn(async () => ({ Items: [], TotalFen: 0 })),
    saveCost: jest.fn(() => Promise.reject(offline)),
    uploadImage: jest.fn(() => Promise.reject(offline)),
    ...over,
  }
  const queued: CostDraft[] = []
  const drafts: CostDraftQueue = { keepPhoto: async (path) => `kept:${path}`, enqueue: async (draft) => void queued.push(draft) }
  const store = new CostFormStore(api as unknown as ExpenseApi, '2026-11-24', '', { drafts })
  return { api, store, queued }
}

async function fillTaxi(store: CostFormStore) {
  await store.fetch()
  store.set('costTypeId', 'taxi')
  store.set('amountText', '35.5')
  store.set('cityName', ' 上海 ')
}

describe('CostFormStore with no network', () => {
  it('keeps a photo that could not be uploaded and queues the cost with it', async () => {
    const { store, queued } = setup()
    await fillTaxi(store)
    await store.addAttachments(['blob:photo-1'])
    expect(store.localPhotos).toEqual(['kept:blob:photo-1'])
    expect(store.errorMessage).toContain('联网后')
    expect(await store.save()).toBe(true)
    expect(store.isQueued).toBe(true)
    expect(queued).toEqual([{
      body: { CostTypeId: 'taxi', AmountFen: 3550, CostDate: '2026-11-24', CityName: '上海', Remark: '' },
      typeName: '出租车', uploaded: [], photos: ['kept:blob:photo-1'],
    }])
  })

  it('queues a new cost whose save did not reach the server', async () => {
    const { store, queued, api } = setup()
    await fillTaxi(store)
    expect(await store.save()).toBe(true)
    expect(api.saveCost).toHaveBeenCalledTimes(1)
    expect(queued).toHaveLength(1)
  })

  it('a refusal by the server is shown and nothing is queued', async () => {
    const { store, queued } = setup({ saveCost: jest.fn(() => Promise.reject({ Code: '4001', Msg: '金额超出上限' })) })
    await fillTaxi(store)
    expect(await store.save()).toBe(false)
    expect(store.errorMessage).toBe('金额超出上限')
    expect(queued).toEqual([])
  })

  it('bad input is refused before anything is queued', async () => {
    const { store, queued } = setup()
    await store.fetch()
    expect(await store.save()).toBe(false)
    expect(store.errorMessage).not.toBe('')
    expect(queued).toEqual([])
  })
})

describe('costDraftSender', () => {
  it('uploads the kept photos, saving progress, then saves the cost with the queued reqId', async () => {
    const api = { uploadImage: jest.fn(async (path: string) => `https://files/${path}`), saveCost: jest.fn(async () => ({ CostId: 'C1' })) }
    const saves: CostDraft[] = []
    const draft: CostDraft = { body: { CostTypeId: 'taxi', AmountFen: 3550, CostDate: '2026-11-24', CityName: '', Remark: '' }, typeName: '出租车', uploaded: ['u0'], photos: ['k1'] }
    await costDraftSender(api, { pathOf: async (k) => `obj-${k}` })(
      { id: 'R1', kind: 'expense.cost', reqId: 'R1', payload: draft, state: 'sending', message: '', createdAt: 0 },
      async (next) => void saves.push(next),
    )
    expect(api.uploadImage).toHaveBeenCalledWith('obj-k1')
    expect(saves).toEqual([{ ...draft, uploaded: ['u0', 'https://files/obj-k1'], photos: [] }])
    expect(api.saveCost).toHaveBeenCalledWith({ ...draft.body, Attachments: ['u0', 'https://files/obj-k1'] }, 'R1')
  })
})
