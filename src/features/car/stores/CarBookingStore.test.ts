import type { CarFlight } from '@api/car'
import type { TravelApplySummary } from '@api/travelApply'
import { USE_TYPES } from '@domain/car/ride'
import { CarMapStore } from './CarMapStore'
import { CarBookingStore } from './CarBookingStore'

const START = { Name: '上海虹桥站', Address: '申贵路1500号', CityCode: '310100', CityName: '上海', Longitude: 121.322, Latitude: 31.194 }
const END = { Name: '人民广场', Address: '人民大道', CityCode: '310100', CityName: '上海', Longitude: 121.4737, Latitude: 31.2304 }
const PRICE = { CarType: 1, CarTypeName: '经济型', EstimateFen: 9_800, Seats: 4 }
const apply = { ApplyNo: 'TA202612010009', Cities: ['上海'], StartDate: '2026-11-20', EndDate: '2030-12-31', Reason: '拜访客户' } as TravelApplySummary

function setup(useType: number, needTravelForm: boolean, confirm = false) {
  const map = new CarMapStore({ geocode: jest.fn() }, jest.fn())
  map.setUseType(USE_TYPES.find((u) => u.useType === useType) ?? USE_TYPES[0])
  map.setPlace(1, START)
  map.setPlace(2, END)
  // 接机 follows a flight (decision 0740): its terminal is the pick-up.
  if (useType === 3) map.setFlight({ FlightNo: 'MU5101', FlightDate: '2026-12-02', Place: { ...START, Name: '浦东国际机场T1航站楼' } } as CarFlight)
  map.selectPrice(PRICE)
  const submit = jest.fn(async () => ({ OrderNo: 'C1', OrderStatus: 'Confirming', EstimateFen: 9_800, NeedApproval: false }))
  const validateBudget = jest.fn(async () => ({ IsPass: true, IsOverBudget: false, ControlType: 0 as const, Budgets: [], Message: '预算充足' }))
  const usable = jest.fn(async () => ({ Items: [apply], Settings: { SkipOrderApproval: true, NeedTravelForm: needTravelForm, TravelBillCanChange: true, ExternalNeedTravelBill: false } }))
  const toast = jest.fn()
  const store = new CarBookingStore({ quote: jest.fn(), validStandard: jest.fn(), submit } as never, map, () => 'req', toast, {
    costs: {
      costModules: async () => ({ Modules: [{ ModelName: '成本中心', Type: 'costCenter', IsRequire: true, IsHide: false, Placeholder: '请选择成本中心' }], IsProjectCenterConfirm: confirm }),
      myCostCenters: async () => ({ CostCenters: [{ CostCenterId: '31010', CostCenterCode: 'CC-HR', CostCenterName: '人力资源费用中心', IsDefault: true }] }),
      validateBudget,
    },
    travelApplies: { usable },
  })
  return { store, submit, usable, validateBudget, toast }
}

test.each([
  ['送机 is a 差旅用车: the only application is taken and sent', 4, true, 'TA202612010009'],
  ['接机 without a required application sends none', 3, false, undefined],
  ['立即用车 never hangs off an application', 1, true, undefined],
] as const)('%s', async (_name, useType, needTravelForm, applyNo) => {
  const { store, submit, usable } = setup(useType, needTravelForm)
  await store.loadSetup()
  expect(usable).toHaveBeenCalledTimes(useType === 1 ? 0 : 1)
  expect(await store.submit()).toEqual(expect.objectContaining({ OrderNo: 'C1' }))
  const body = (submit.mock.calls[0] as unknown[])[0] as Record<string, unknown>
  expect(body).toMatchObject({ UseType: useType, CostCenterId: '31010', CostCenterName: '人力资源费用中心', ProjectName: '' })
  expect(body.TravelApplyNo).toBe(applyNo)
  if (useType === 3) expect(body).toMatchObject({ Flight: { FlightNo: 'MU5101', FlightDate: '2026-12-02' }, DepartTime: null })
})

test('a 差旅用车 that needs an application without one is stopped; the cost confirmation opens before calling', async () => {
  const { store, submit, toast } = setup(4, true, true)
  await store.loadSetup()
  store.application.set(null)
  expect(await store.submit()).toBeNull()
  expect(toast).toHaveBeenCalledWith('请选择出差申请单')
  store.application.set(apply)
  expect(await store.submit()).toBeNull()
  expect(store.charge.isConfirming).toBe(true)
  expect(submit).not.toHaveBeenCalled()
  expect(await store.submit({ costConfirmed: true })).toEqual(expect.objectContaining({ OrderNo: 'C1' }))
})
