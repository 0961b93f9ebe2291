import type { FlightFare, FlightItem } from '@api/flight'
import type { FlightApi } from '../api/flightApi'
import { FlightFlowStore } from './FlightFlowStore'
import { FlightOrderFormStore } from './FlightOrderFormStore'

const flightOf = (no: string, area: FlightItem['DocumentArea'] = 'domestic') => ({ FlightNo: no, AirlineCode: 'CA', DepartTime: '2026-12-01 08:00', DocumentArea: area }) as FlightItem
const fare = (id: string, price: number, over = false, action: FlightFare['PolicyAction'] = over ? 'requireReason' : 'allow') =>
  ({ FareId: id, PriceFen: price, TaxFen: 7000, IsOverStandard: over, PolicyAction: action, CabinName: '经济舱' }) as FlightFare

function setup(isRoundTrip: boolean, createOrder = jest.fn(async () => ({ OrderNo: 'F1', OrderStatus: 'PendingPayment' as const, NeedApproval: false, PayAmountFen: 1 }))) {
  const flow = new FlightFlowStore('2026-11-24')
  flow.patch({ isRoundTrip })
  let n = 0
  const store = new FlightOrderFormStore({
    api: { createOrder } as unknown as FlightApi, flow, member: { name: '张伟', phone: '13800000001', memberId: '10001' },
    createReqId: () => `req-${(n += 1)}`, requireCostCenter: false,
  })
  return { flow, store, createOrder }
}

test('round trip: outbound then return, both segments in the total and the body', () => {
  const { flow, store } = setup(true)
  expect(flow.choose({ flight: flightOf('CA1'), fare: fare('a', 80000), departCityCode: 'BJS', arriveCityCode: 'SZX', date: '2026-12-01' })).toBe('returnList')
  expect(flow.leg).toBe('back')
  expect(flow.choose({ flight: flightOf('CA2'), fare: fare('b', 60000), departCityCode: 'SZX', arriveCityCode: 'BJS', date: '2026-12-03' })).toBe('write')
  expect(store.totalFen).toBe(80000 + 7000 + 60000 + 7000)
  expect(store.body().Segments).toEqual([{ FareId: 'a', ExpectedPriceFen: 80000 }, { FareId: 'b', ExpectedPriceFen: 60000 }])
})

test('an over-standard fare needs a reason; one that is only flagged (allow) does not', () => {
  const { flow, store } = setup(false)
  flow.choose({ flight: flightOf('CA1'), fare: fare('a', 80000, true), departCityCode: 'BJS', arriveCityCode: 'SHA', date: '2026-12-01' })
  store.setPassenger({ idNo: '110101199001011384' })
  expect(store.error).toBe('请选择或填写超标原因')
  store.setOverReason('客户要求')
  expect(store.error).toBe('')
  expect(store.body().OverStandardReason).toBe('客户要求')
  const other = setup(false)
  other.flow.choose({ flight: flightOf('CA1'), fare: fare('a', 80000, true, 'allow'), departCityCode: 'BJS', arriveCityCode: 'SHA', date: '2026-12-01' })
  other.store.setPassenger({ idNo: '110101199001011384' })
  expect(other.store.error).toBe('')
})

test('submit keeps the form and the reqId on failure, a new reqId after success', async () => {
  const createOrder = jest.fn()
    .mockRejectedValueOnce({ Msg: '余票不足' })
    .mockResolvedValueOnce({ OrderNo: 'F9', OrderStatus: 'PendingPayment', NeedApproval: false, PayAmountFen: 1 })
  const { flow, store } = setup(false, createOrder)
  flow.choose({ flight: flightOf('CA1'), fare: fare('a', 80000), departCityCode: 'BJS', arriveCityCode: 'SHA', date: '2026-12-01' })
  expect(await store.submit()).toBeNull()
  expect(store.submitError).toBe('请填写身份证号')
  store.setPassenger({ idNo: '110101199001011384' })
  expect(await store.submit()).toBeNull()
  expect(store.submitError).toBe('余票不足')
  expect(store.passenger.idNo).toBe('110101199001011384')
  expect(await store.submit()).toEqual({ kind: 'pay', orderNo: 'F9', insuranceError: '' })
  expect(createOrder.mock.calls[0][1]).toBe(createOrder.mock.calls[1][1])
})

test('随单投保: the insurance chosen is kept once the order exists; a failure to keep it leaves the order standing', async () => {
  const createOrder = jest.fn(async () => ({ OrderNo: 'F7', OrderStatus: 'PendingPayment' as const, NeedApproval: false, PayAmountFen: 1 }))
  const flow = new FlightFlowStore('2026-11-24')
  const requestInsurance = jest.fn().mockResolvedValueOnce({}).mockRejectedValueOnce({ Msg: '订单已取消，无法投保' })
  const store = new FlightOrderFormStore({
    api: { createOrder } as unknown as FlightApi, flow, member: { name: '张伟', phone: '13800000001', memberId: '10001' },
    createReqId: () => 'req', requireCostCenter: false, requestInsurance,
  })
  flow.choose({ flight: flightOf('CA1'), fare: fare('a', 80000), departCityCode: 'BJS', arriveCityCode: 'SHA', date: '2026-12-01' })
  store.setPassenger({ idNo: '110101199001011384' })
  store.toggleInsurance('FLIGHT_ACCIDENT')
  store.toggleInsurance('FLIGHT_DELAY')
  store.toggleInsurance('FLIGHT_DELAY')
  expect(await store.submit()).toEqual({ kind: 'pay', orderNo: 'F7', insuranceError: '' })
  expect(requestInsurance).toHaveBeenCalledWith('F7', ['FLIGHT_ACCIDENT'], 'req')
  expect((await store.submit())?.insuranceError).toBe('订单已提交，保险未能登记：订单已取消，无法投保')
})

test('international: the nationality (中国 by default, any of the list) goes with the passport passenger; domestic sends none', async () => {
  const flow = new FlightFlowStore('2026-11-24')
  flow.setInternational(true, '2026-11-24')
  const store = new FlightOrderFormStore({
    api: {} as FlightApi, flow, member: { name: 'ZHANG/WEI', phone: '13800000001', memberId: '10001' }, createReqId: () => 'req', requireCostCenter: false,
    nationalities: async () => ({ Nationalities: [{ Code: 'CN', Name: '中国', EnName: 'China' }, { Code: 'SG', Name: '新加坡', EnName: 'Singapore' }] }),
  })
  flow.choose({ flight: flightOf('SQ833', 'international'), fare: fare('s', 150000), departCityCode: 'SHA', arriveCityCode: 'SIN', date: '2026-12-01' })
  store.setPassenger({ idNo: 'E12345678' })
  await store.loadNationalities()
  expect(store.nationalityName).toBe('中国')
  expect(store.body().Passengers[0].Nationality).toBe('CN')
  store.setNationality('SG')
  expect(store.nationalityName).toBe('新加坡')
  expect(store.body().Passengers[0]).toMatchObject({ IdType: 2, Nationality: 'SG' })
  const domestic = setup(false)
  domestic.flow.choose({ flight: flightOf('CA1'), fare: fare('a', 80000), departCityCode: 'BJS', arriveCityCode: 'SHA', date: '2026-12-01' })
  expect(domestic.store.body().Passengers[0]).not.toHaveProperty('Nationality')
})

test('cost centre, project, budget and travel application: picked by id, the budget of the total, the application of the trip, the confirmation', async () => {
  const flow = new FlightFlowStore('2026-11-24')
  flow.patch({ isRoundTrip: false, to: { code: 'SHA', name: '上海' } })
  flow.choose({ flight: flightOf('CA1'), fare: fare('a', 80000), departCityCode: 'BJS', arriveCityCode: 'SHA', date: '2026-12-01' })
  const createOrder = jest.fn(async () => ({ OrderNo: 'F2', OrderStatus: 'PendingApproval' as const, NeedApproval: true, PayAmountFen: 87000 }))
  const validateBudget = jest.fn(async () => ({ IsPass: true, IsOverBudget: false, ControlType: 0 as const, Budgets: [], Message: '预算充足' }))
  const usable = jest.fn(async () => ({
    Items: [{ ApplyNo: 'TA202612010001', Cities: ['上海'], StartDate: '2026-11-30', EndDate: '2026-12-03', Reason: '拜访客户' }],
    Settings: { SkipOrderApproval: true, NeedTravelForm: true, TravelBillCanChange: true, ExternalNeedTravelBill: false },
  }))
  const store = new FlightOrderFormStore({
    api: { createOrder } as unknown as FlightApi, flow, member: { name: '张伟', phone: '13800000001', memberId: '10001' },
    createReqId: () => 'req', requireCostCenter: false,
    costs: {
      costModules: async () => ({ Modules: [{ ModelName: '成本中心', Type: 'costCenter', IsRequire: true, IsHide: false, Placeholder: '请选择成本中心' }], IsProjectCenterConfirm: false }),
      myCostCenters: async () => ({ CostCenters: [] }),
      validateBudget,
    } as never,
    travelApplies: { usable } as never,
    projectCenterSecondaryConfirmation: () => true,
  })
  store.setPassenger({ idNo: '110101199001011384' })
  await store.loadSetup()
  expect(validateBudget).toHaveBeenCalledWith({ Amount: 87000, ProductType: 5, TravelDate: '2026-12-01' })
  expect(usable).toHaveBeenCalledWith({ Product: 'flight', CityName: '上海', StartDate: '2026-12-01', EndDate: '2026-12-01' })
  expect(store.application.apply?.ApplyNo).toBe('TA202612010001')
  expect(await store.submit()).toBeNull()
  expect(store.submitError).toBe('请选择成本中心')
  await store.charge.setCostCenter({ id: '31010', code: 'CC-HR', name: '人力资源费用中心' })
  expect(await store.submit()).toBeNull()
  expect(store.charge.isConfirming).toBe(true)
  expect(store.charge.confirmationText).toBe('请确认本次预订的费用归属（成本中心：人力资源费用中心）')
  expect(createOrder).not.toHaveBeenCalled()
  expect(await store.submit({ costConfirmed: true })).toEqual({ kind: 'detail', orderNo: 'F2', insuranceError: '' })
  expect(createOrder).toHaveBeenCalledWith(expect.objectContaining({ CostCenterId: '31010', CostCenterName: '人力资源费用中心', ProjectName: '', TravelApplyNo: 'TA202612010001' }), 'req')
})

test('over a forbidding budget the form says so before sending', async () => {
  const { flow, store, createOrder } = setup(false)
  flow.choose({ flight: flightOf('CA1'), fare: fare('a', 80000), departCityCode: 'BJS', arriveCityCode: 'SHA', date: '2026-12-01' })
  store.setPassenger({ idNo: '110101199001011384' })
  store.charge.budget = { IsPass: false, IsOverBudget: true, ControlType: 2, Budgets: [], Message: '超出市场部年度差旅预算，不允许预订' }
  expect(await store.submit()).toBeNull()
  expect(store.submitError).toBe('超出市场部年度差旅预算，不允许预订')
  expect(createOrder).not.toHaveBeenCalled()
})

describe('several passengers, filled from the documents on file (issue 34, decision 0720)', () => {
  // As savedDocumentOf: the first of the wanted types on file (张伟 has a 身份证, a 港澳通行证 and a passport; Smith a passport).
  const files: Record<string, { idType: 1 | 2 | 5; idNo: string; enName: string; nationality: string }[]> = {
    m10001: [
      { idType: 2, idNo: 'E12345678', enName: 'ZHANG/WEI', nationality: 'CN' },
      { idType: 1, idNo: '110101199001011384', enName: 'ZHANG/WEI', nationality: 'CN' },
      { idType: 5, idNo: 'C10012345', enName: 'ZHANG/WEI', nationality: 'CN' },
    ],
    p100003: [{ idType: 2, idNo: '568912345', enName: 'SMITH/JOHN', nationality: 'US' }],
  }
  const saved = {
    documentOf: (t: { memberId: string; passengerId: string }, types: readonly number[]) => {
      const docs = files[t.passengerId ? `p${t.passengerId}` : `m${t.memberId}`] ?? []
      return types.map((type) => docs.find((d) => d.idType === type)).find(Boolean) ?? null
    },
  }
  const colleague = { kind: 'colleague' as const, memberId: '10102', passengerId: '', name: '吕思远', phone: '', departmentName: '前端组' }
  const smith = { kind: 'passenger' as const, memberId: '', passengerId: '100003', name: 'SMITH/JOHN', phone: '', departmentName: '' }

  function formWith(isInternational = false, area: FlightItem['DocumentArea'] = isInternational ? 'international' : 'domestic') {
    const flow = new FlightFlowStore('2026-11-24')
    if (isInternational) flow.setInternational(true, '2026-11-24')
    flow.choose({ flight: flightOf('CA1', area), fare: fare('a', 80000), departCityCode: 'BJS', arriveCityCode: 'SHA', date: '2026-12-01' })
    const createOrder = jest.fn(async () => ({ OrderNo: 'F2', OrderStatus: 'PendingPayment' as const, NeedApproval: false, PayAmountFen: 1 }))
    const store = new FlightOrderFormStore({
      api: { createOrder } as unknown as FlightApi, flow, member: { name: '张伟', phone: '13800000001', memberId: '10001' },
      createReqId: () => 'req', requireCostCenter: false, saved,
    })
    return { store, createOrder }
  }

  it('the booker\'s 身份证 on file fills the form: nothing to type', () => {
    const { store } = formWith()
    expect(store.passenger).toMatchObject({ name: '张伟', idType: 1, idNo: '110101199001011384' })
    expect(store.error).toBe('')
  })

  it('two passengers: price per passenger times two, each in the body; the colleague without a document is asked for one by name', async () => {
    const { store, createOrder } = formWith()
    store.setTravellers([store.travellers[0], colleague])
    expect(store.totalFen).toBe((80000 + 7000) * 2)
    expect(store.error).toBe('吕思远：请填写身份证号')
    store.setPassenger({ idNo: '110101199001011384' }, 'm10102')
    expect(store.error).toBe('乘机人证件号重复')
    store.setPassenger({ idNo: '110101199003070054' }, 'm10102')
    expect(await store.submit()).toEqual({ kind: 'pay', orderNo: 'F2', insuranceError: '' })
    expect((createOrder.mock.calls[0] as unknown[])[0]).toMatchObject({
      Passengers: [
        { Name: '张伟', IdType: 1, IdNo: '110101199001011384', Phone: '13800000001', MemberId: '10001' },
        { Name: '吕思远', IdType: 1, IdNo: '110101199003070054', Phone: '', MemberId: '10102' },
      ],
    })
    store.removeTraveller('m10102')
    expect(store.totalFen).toBe(80000 + 7000)
  })

  it('abroad: the passport, its name and its nationality per passenger', () => {
    const { store } = formWith(true)
    store.setTravellers([store.travellers[0], smith])
    expect(store.passengers.map((p) => [p.name, p.idType, p.idNo, p.nationality])).toEqual([['ZHANG/WEI', 2, 'E12345678', 'CN'], ['SMITH/JOHN', 2, '568912345', 'US']])
    expect(store.body().Passengers.map((p) => p.Nationality)).toEqual(['CN', 'US'])
  })

  it('choosing another document type clears the number on file; what is typed stays', () => {
    const { store } = formWith()
    store.setPassenger({ idType: 2 })
    expect(store.passenger.idNo).toBe('')
    store.setPassenger({ idNo: 'E11223344' })
    expect(store.passenger).toMatchObject({ idType: 2, idNo: 'E11223344' })
  })

  it('a 香港 flight (decision 0761): each passenger gets the area\'s documents, the one on file by area, and its own hint and problem', async () => {
    const { store, createOrder } = formWith(true, 'hkmo')
    store.setTravellers([store.travellers[0], smith, colleague])
    expect(store.documentChoices).toEqual([5, 3, 2, 1])
    // 张伟's 港澳通行证 (not his 身份证 or passport), Smith's passport in its pinyin name, the colleague to type a 港澳通行证.
    expect(store.passengers.map((p) => [p.name, p.idType, p.idNo, p.namePlaceholder])).toEqual([
      ['张伟', 5, 'C10012345', '与证件一致'],
      ['SMITH/JOHN', 2, '568912345', '护照拼音，如 ZHANG/SAN'],
      ['吕思远', 5, '', '与证件一致'],
    ])
    expect(store.error).toBe('吕思远：请填写港澳通行证号')
    store.setPassenger({ idType: 1, idNo: '110101199003070054' }, 'm10102')
    const refusal = '港澳航班不能使用身份证乘机，内地居民请使用港澳通行证（港澳居民使用回乡证，外籍旅客使用护照）'
    expect(store.passengers.map((p) => p.documentTypeProblem)).toEqual(['', '', refusal])
    expect(await store.submit()).toBeNull()
    expect(store.submitError).toBe(`吕思远：${refusal}`)
    expect(createOrder).not.toHaveBeenCalled()
    store.setPassenger({ idType: 2 }, 'm10102')
    expect(store.passengers[2]).toMatchObject({ idNo: '', namePlaceholder: '护照拼音，如 ZHANG/SAN', documentTypeProblem: '' })
    store.setPassenger({ idNo: 'E55667788' }, 'm10102')
    expect(store.error).toBe('吕思远：请按护照填写拼音姓名，如 ZHANG/SAN')
    store.setPassenger({ name: 'LV/SIYUAN' }, 'm10102')
    expect(store.error).toBe('')
    expect(store.body().Passengers.map((p) => [p.Name, p.IdType, p.IdNo])).toEqual([['张伟', 5, 'C10012345'], ['SMITH/JOHN', 2, '568912345'], ['LV/SIYUAN', 2, 'E55667788']])
  })

  it('a 台湾 flight without a 台湾通行证 on file takes the passport; at home the 身份证', () => {
    expect(formWith(true, 'taiwan').store.passenger).toMatchObject({ name: 'ZHANG/WEI', idType: 2, idNo: 'E12345678' })
    expect(formWith(false, 'domestic').store.passenger).toMatchObject({ name: '张伟', idType: 1, idNo: '110101199001011384', namePlaceholder: '与证件一致' })
  })
})

test('a 香港 flight (decision 0761): 港澳通行证 first, a 身份证 refused at once and at submit with what to bring, the form kept', async () => {
  const { flow, createOrder } = setup(false)
  flow.setInternational(true, '2026-11-24')
  flow.choose({ flight: flightOf('CX367', 'hkmo'), fare: fare('h', 150000), departCityCode: 'SHA', arriveCityCode: 'HKG', date: '2026-12-01' })
  const form = new FlightOrderFormStore({ api: { createOrder } as unknown as FlightApi, flow, member: { name: '张伟', phone: '13800000001', memberId: '10001' }, createReqId: () => 'r', requireCostCenter: false })
  expect(form.documentArea).toBe('hkmo')
  expect(form.documentChoices).toEqual([5, 3, 2, 1])
  expect(form.passenger.idType).toBe(5)
  expect(form.documentTypeProblem).toBe('')
  form.setPassenger({ idType: 1, idNo: '110101199001011384' })
  const refusal = '港澳航班不能使用身份证乘机，内地居民请使用港澳通行证（港澳居民使用回乡证，外籍旅客使用护照）'
  expect(form.documentTypeProblem).toBe(refusal)
  expect(await form.submit()).toBeNull()
  expect(form.submitError).toBe(refusal)
  expect(createOrder).not.toHaveBeenCalled()
  expect(form.passenger.idNo).toBe('110101199001011384')
  form.setPassenger({ idType: 5, idNo: 'c12345678' })
  expect(form.error).toBe('')
  expect(form.body().Passengers[0]).toMatchObject({ Name: '张伟', IdType: 5, IdNo: 'C12345678', Nationality: 'CN' })
})
