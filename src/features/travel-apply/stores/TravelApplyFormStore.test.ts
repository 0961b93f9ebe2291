import { TravelApplyFormStore } from './TravelApplyFormStore'

const NOW = Date.parse('2026-12-09T02:00:00Z') // 10:00 in Shanghai

function setup(create = jest.fn().mockResolvedValue({ ApplyNo: 'TA9', Status: 'pending' })) {
  const toasts: string[] = []
  let n = 0
  const store = new TravelApplyFormStore({ api: { create }, now: () => NOW, createReqId: () => `r${++n}`, toast: (m) => void toasts.push(m) }, { city: '上海' })
  return { store, create, toasts }
}

it('starts tomorrow for three days with hotel and the city it was opened for', () => {
  const { store } = setup()
  expect([store.startDate, store.endDate, store.cities, store.products]).toEqual(['2026-12-10', '2026-12-12', ['上海'], ['hotel']])
})

it('refuses an incomplete form without calling, then submits in fen with one reqId across retries', async () => {
  const create = jest.fn().mockRejectedValueOnce({ Code: '5000', Msg: '系统繁忙，请稍后再试' }).mockResolvedValue({ ApplyNo: 'TA9', Status: 'pending' })
  const { store, toasts } = setup(create)
  expect(await store.save(true)).toBeNull()
  expect(toasts).toEqual(['请填写出差事由'])
  expect(create).not.toHaveBeenCalled()
  store.set({ reason: '签约', departCity: '北京', budgetYuan: '4000' })
  store.toggleProduct('train')
  expect(await store.save(true)).toBeNull()
  expect(store.reason).toBe('签约')
  expect(await store.save(true)).toBe('TA9')
  expect(create).toHaveBeenCalledTimes(2)
  expect(create.mock.calls[0][1]).toBe(create.mock.calls[1][1])
  expect(create.mock.calls[1][0]).toMatchObject({ Reason: '签约', Cities: ['上海'], Products: ['hotel', 'train'], BudgetFen: 400000, Submit: true })
})

it('sends the colleagues picked as travellers, once each', async () => {
  const { store, create } = setup()
  store.set({ reason: '签约', departCity: '北京', budgetYuan: '100' })
  store.setTravellerMemberIds(['10001', '10003', '10003', ''])
  await store.save(false)
  expect(create.mock.calls[0][0]).toMatchObject({ TravellerMemberIds: ['10001', '10003'], Submit: false })
})
