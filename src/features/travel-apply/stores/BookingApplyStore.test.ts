import type { TravelApplySettings, TravelApplySummary } from '@api/travelApply'
import { BookingApplyStore } from './BookingApplyStore'

const settings = (extra: Partial<TravelApplySettings> = {}): TravelApplySettings => ({
  SkipOrderApproval: true, NeedTravelForm: false, TravelBillCanChange: true, ExternalNeedTravelBill: false, ...extra,
})
const apply = (no: string) => ({ ApplyNo: no, Cities: ['上海'], StartDate: '2026-12-01', EndDate: '2026-12-05', Reason: '拜访客户' }) as TravelApplySummary

function setup(items: TravelApplySummary[], set: TravelApplySettings, journeyBizNo = '') {
  const usable = jest.fn(async () => ({ Items: items, Settings: set }))
  return { store: new BookingApplyStore({ api: { usable }, journeyBizNo }), usable }
}

test.each([
  ['needTravelForm with one application: taken', [apply('TA1')], settings({ NeedTravelForm: true }), 'TA1', ''],
  ['needTravelForm with two: the member picks', [apply('TA1'), apply('TA2')], settings({ NeedTravelForm: true }), null, '请选择出差申请单'],
  ['not needed: none taken, none asked', [apply('TA1')], settings(), null, ''],
] as const)('%s', async (_name, items, set, picked, problem) => {
  const { store, usable } = setup([...items], set)
  await store.load({ Product: 'flight', CityName: '上海', StartDate: '2026-12-02', EndDate: '2026-12-02' })
  expect(usable).toHaveBeenCalledWith({ Product: 'flight', CityName: '上海', StartDate: '2026-12-02', EndDate: '2026-12-02' })
  expect(store.apply?.ApplyNo ?? null).toBe(picked)
  expect(store.problem()).toBe(problem)
  expect(store.problem(true)).toBe('')
})

test('externalNeedTravelBill asks only inside an external journey, and the request carries the journey', async () => {
  const outside = setup([], settings({ ExternalNeedTravelBill: true }))
  await outside.store.load({ Product: 'car' })
  expect([outside.store.isRequired, outside.store.fields()]).toEqual([false, {}])
  const inside = setup([], settings({ ExternalNeedTravelBill: true }), 'J1')
  await inside.store.load({ Product: 'car' })
  expect(inside.store.isRequired).toBe(true)
  inside.store.set(apply('TA9'))
  expect([inside.store.problem(), inside.store.fields(), inside.store.fields(true)]).toEqual(['', { TravelApplyNo: 'TA9', JourneyBizNo: 'J1' }, { JourneyBizNo: 'J1' }])
})

test('travelBillCanChange: a picked application stays when the enterprise says so', async () => {
  const { store } = setup([apply('TA1')], settings({ NeedTravelForm: true, TravelBillCanChange: false }))
  expect(store.canChange).toBe(true)
  await store.load({ Product: 'flight' })
  expect(store.canChange).toBe(false)
})
