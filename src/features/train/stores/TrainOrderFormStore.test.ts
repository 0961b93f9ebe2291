import type { TrainItem } from '@api/train'
import type { PickedTraveller } from '../../travellers/public'
import { TrainOrderFormStore } from './TrainOrderFormStore'

const train: TrainItem = {
  TrainNo: 'G1', TrainType: 'G', FromStationCode: 'VNP', FromStationName: '北京南', ToStationCode: 'AOH', ToStationName: '上海虹桥', StartStationName: '北京南',
  EndStationName: '上海虹桥', DepartTime: '07:00', ArriveTime: '11:28', ArriveDayOffset: 0, DurationMinutes: 268, DistanceKm: 1318,
  Seats: [{ SeatCode: 'O', SeatName: '二等座', PriceFen: 55350, Remaining: 30 }],
}
const self: PickedTraveller = { kind: 'self', memberId: '10001', passengerId: '', name: '张伟', phone: '13800000001', departmentName: '' }
const colleague: PickedTraveller = { kind: 'colleague', memberId: '10002', passengerId: '', name: '李娜', phone: '', departmentName: '财务部' }
const outsider: PickedTraveller = { kind: 'passenger', memberId: '', passengerId: '100002', name: '王小明', phone: '13700000021', departmentName: '' }
const apply = { ApplyNo: 'TA2026112400001', Cities: ['上海'], StartDate: '2026-11-25', EndDate: '2026-11-27', Reason: '拜访客户' }

function formWith(requireCostCenter = false, requestInsurance?: (orderNo: string, codes: string[], reqId: string) => Promise<unknown>, saved?: { documentOf: (t: PickedTraveller) => { idType: 1; idNo: string; enName: string; nationality: string } | null }) {
  const createOrder = jest.fn(async () => ({ OrderNo: 'T1', OrderStatus: 'PendingPayment' as const, NeedApproval: false, PayAmountFen: 110700 }))
  const store = new TrainOrderFormStore({ trainNo: 'G1', date: '2026-11-25', fromCode: 'VNP', toCode: 'AOH', seatCode: 'O' }, self, {
    api: { trains: async () => ({ Trains: [train] }), createOrder },
    createReqId: () => 'r1',
    costs: {
      costModules: async () => ({ Modules: [] }),
      myCostCenters: async () => ({ CostCenters: [{ CostCenterId: '5', CostCenterCode: 'CC5', CostCenterName: '华东销售', IsDefault: true }] }),
    } as never,
    travelApplies: { usable: async () => ({ Items: [apply], Settings: { NeedTravelForm: true, SkipOrderApproval: true, TravelBillCanChange: true } }) } as never,
    requireCostCenter,
    requestInsurance,
    saved,
  })
  return { store, createOrder }
}

describe('TrainOrderFormStore', () => {
  it('the 身份证 on file fills the booker and a frequent passenger (decision 0720); what is typed wins', async () => {
    const onFile: Record<string, string> = { m10001: '110101199001011384', p100002: '310101198805120183' }
    const { store, createOrder } = formWith(false, undefined, {
      documentOf: (t) => {
        const idNo = onFile[t.memberId ? `m${t.memberId}` : `p${t.passengerId}`]
        return idNo ? { idType: 1, idNo, enName: '', nationality: 'CN' } : null
      },
    })
    await store.fetch()
    await store.loadTravelApplies()
    store.setTravellers([self, outsider])
    expect(store.idNoOf(self)).toBe('110101199001011384')
    expect(store.idNoOf(outsider)).toBe('310101198805120183')
    store.setIdNo(outsider, '')
    expect(store.idNoOf(outsider)).toBe('')
    store.setIdNo(outsider, '310101198805120183')
    expect(await store.submit()).toBe('T1')
    expect((createOrder.mock.calls[0] as unknown[])[0]).toMatchObject({
      Passengers: [expect.objectContaining({ Name: '张伟', IdNo: '110101199001011384' }), expect.objectContaining({ Name: '王小明', IdNo: '310101198805120183' })],
    })
  })

  it('books the employee and a colleague: ID typed for one, read from the registry for the colleague; cost centre and application sent', async () => {
    const { store, createOrder } = formWith()
    await store.fetch()
    await Promise.all([store.loadCostSetup(), store.loadTravelApplies()])
    store.setTravellers([self, colleague])
    expect(store.totalFen).toBe(110700)
    expect(await store.submit()).toBeNull()
    expect(store.error).toBe('请填写正确的18位身份证号（张伟）')
    // GB 11643 (issue 33): a wrong check digit and 30 February are refused before anything is sent.
    for (const bad of ['110105194912310021', '11010520260230001X']) {
      store.setIdNo(self, bad)
      expect(await store.submit()).toBeNull()
      expect(store.error).toBe('请填写正确的18位身份证号（张伟）')
    }
    expect(createOrder).not.toHaveBeenCalled()
    store.setIdNo(self, '110101199001011384')
    expect(await store.submit()).toBe('T1')
    expect(createOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        Passengers: [
          { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '10001' },
          { Name: '李娜', IdNo: '', Phone: '', MemberId: '10002' },
        ],
        ExpectedTotalFen: 110700,
        CostCenterId: '5',
        CostCenterName: '华东销售',
        TravelApplyNo: 'TA2026112400001',
      }),
      'r1',
    )
  })

  it('a frequent passenger who is no colleague needs the ID number; at most 5 travellers', async () => {
    const { store } = formWith()
    await store.fetch()
    store.setTravellers([self, outsider])
    store.setIdNo(self, '110101199001011384')
    expect(await store.submit()).toBeNull()
    expect(store.error).toBe('请填写正确的18位身份证号（王小明）')
    store.setTravellers(Array.from({ length: 7 }, (_, i) => ({ ...outsider, passengerId: String(i), name: `乘客${i}` })))
    expect(store.travellers).toHaveLength(5)
  })

  it('the finance form needs a cost centre; the application is needed when the enterprise asks', async () => {
    const { store } = formWith(true)
    await store.fetch()
    await store.loadTravelApplies()
    store.setIdNo(self, '110101199001011384')
    expect(await store.submit()).toBeNull()
    expect(store.error).toBe('请选择成本中心')
    store.setCostCenter({ id: '5', code: 'CC5', name: '华东销售' })
    store.setTravelApply(null)
    expect(await store.submit()).toBeNull()
    expect(store.error).toBe('请选择出差申请单')
  })

  it('选座: a wish per traveller from the class\'s letters, sent with each passenger; the same letter again is 不限', async () => {
    const { store, createOrder } = formWith()
    await store.fetch()
    await Promise.all([store.loadCostSetup(), store.loadTravelApplies()])
    store.setTravellers([self, colleague])
    store.setIdNo(self, '110101199001011384')
    expect(store.seatOptions.map((o) => o.label)).toEqual(['A 靠窗', 'B 中间', 'C 过道', 'D 过道', 'F 靠窗'])
    store.toggleSeatWish(self, 'F')
    store.toggleSeatWish(colleague, 'D')
    store.toggleSeatWish(colleague, 'D')
    expect([store.seatWishOf(self), store.seatWishOf(colleague)]).toEqual(['F', ''])
    expect(await store.submit()).toBe('T1')
    expect(createOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        Passengers: [
          { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '10001', SeatPreference: 'F' },
          { Name: '李娜', IdNo: '', Phone: '', MemberId: '10002' },
        ],
      }),
      'r1',
    )
  })

  it('随单投保: the railway insurance chosen is asked for with the new order; no choice asks nothing', async () => {
    const requestInsurance = jest.fn(async () => ({}))
    const { store } = formWith(false, requestInsurance)
    await store.fetch()
    await Promise.all([store.loadCostSetup(), store.loadTravelApplies()])
    store.setIdNo(self, '110101199001011384')
    expect(await store.submit()).toBe('T1')
    expect(requestInsurance).not.toHaveBeenCalled()
    store.toggleInsurance('TRAIN_ACCIDENT')
    expect(await store.submit()).toBe('T1')
    expect(requestInsurance).toHaveBeenCalledWith('T1', ['TRAIN_ACCIDENT'], 'r1')
    expect(store.insuranceError).toBe('')
  })
})


describe('TrainOrderFormStore cost confirmation and budget (decision 0480)', () => {
  it('asks to confirm the cost attribution when the enterprise says so, then books; a forbidding budget stops it first', async () => {
    const createOrder = jest.fn(async () => ({ OrderNo: 'T2', OrderStatus: 'PendingPayment' as const, NeedApproval: false, PayAmountFen: 55350 }))
    const validateBudget = jest.fn(async () => ({ IsPass: false, IsOverBudget: true, ControlType: 2 as const, Budgets: [], Message: '超出华东销售预算，不允许预订' }))
    const store = new TrainOrderFormStore({ trainNo: 'G1', date: '2026-11-25', fromCode: 'VNP', toCode: 'AOH', seatCode: 'O' }, self, {
      api: { trains: async () => ({ Trains: [train] }), createOrder },
      createReqId: () => 'r2',
      costs: {
        costModules: async () => ({ Modules: [], IsProjectCenterConfirm: false }),
        myCostCenters: async () => ({ CostCenters: [{ CostCenterId: '5', CostCenterCode: 'CC5', CostCenterName: '华东销售', IsDefault: true }] }),
        validateBudget,
      } as never,
      projectCenterSecondaryConfirmation: () => true,
    })
    await store.fetch()
    await store.loadCostSetup()
    expect(validateBudget).toHaveBeenCalledWith({ Amount: 55350, ProductType: 6, TravelDate: '2026-11-25', CostCenterId: '5' })
    store.setIdNo(self, '110101199001011384')
    expect(await store.submit()).toBeNull()
    expect(store.error).toBe('超出华东销售预算，不允许预订')
    validateBudget.mockResolvedValue({ IsPass: true, IsOverBudget: false, ControlType: 0, Budgets: [], Message: '预算充足' } as never)
    store.setCostCenter({ id: '6', code: 'CC6', name: '华南销售' })
    await Promise.resolve()
    await store.loadCostSetup()
    expect(await store.submit()).toBeNull()
    expect(store.charge.isConfirming).toBe(true)
    expect(createOrder).not.toHaveBeenCalled()
    expect(await store.submit({ costConfirmed: true })).toBe('T2')
    expect(createOrder).toHaveBeenCalledWith(expect.objectContaining({ CostCenterId: '6', CostCenterName: '华南销售' }), 'r2')
  })
})
