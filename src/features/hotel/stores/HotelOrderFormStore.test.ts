import type { CreateHotelOrderRequest } from '@api/hotel'
import { CONTEXT, plan, room } from '@test/hotel/testData'
import { HotelOrderFormStore } from './HotelOrderFormStore'
import { testFlow, TODAY } from '@test/hotel/testFlow'

const card = { CardNo: '4111 1111 1111 1111', Expiry: '12/27', HolderName: '张三', HolderIdNo: '11010519491231002X', BankCode: 'CMB' }

const MODULES = [
  { ModelName: '成本中心', Type: 'costCenter' as const, IsRequire: true, IsHide: false, Placeholder: '请选择成本中心' },
  { ModelName: '项目', Type: 'project' as const, IsRequire: false, IsHide: false, Placeholder: '' },
]
const budget = (isPass: boolean) => ({
  IsPass: isPass, IsOverBudget: !isPass, ControlType: (isPass ? 0 : 2) as 0 | 2, Message: isPass ? '预算充足' : '超出市场部年度差旅预算，不允许预订',
  Budgets: [{ BudgetId: 'b1', BudgetName: '市场部年度差旅预算', DimensionType: 'department' as const, DimensionId: 'd1', DimensionName: '市场部', Period: '2026', TotalAmount: 100000, UsedAmount: 20000, RemainingAmount: 80000, ControlType: 2 as const, IsOver: !isPass }],
})

function setup(options: { avgFen?: number; needCard?: boolean; answers?: (() => Promise<unknown>)[]; budgetPass?: boolean; myCentres?: boolean; projectConfirm?: boolean; secondaryConfirmation?: boolean; journeyBizNo?: string } = {}) {
  const t = testFlow()
  const avg = options.avgFen ?? 30000
  t.flow.select({
    hotelId: 'h1', hotelName: '东呈酒店', hotelAddress: '', cityCode: 'GZ', arrivalDate: TODAY, departureDate: '2026-11-24',
    room: room('A', []), plan: plan('a1', avg, { NightlyPricesFen: [avg, avg], NeedCardGuarantee: options.needCard ?? false }),
    context: CONTEXT, roomCount: 1, adultsPerRoom: 1, isPrivate: false, savingBonusRuleId: null,
  })
  const calls: { body: CreateHotelOrderRequest; reqId: string }[] = []
  const answers = [...(options.answers ?? [async () => ({ OrderNo: 'H1', OrderStatus: 'PendingPayment', NeedApproval: false, PayAmountFen: 60000, CardNoMasked: null })])]
  let ids = 0
  const toasts: string[] = []
  const budgetCalls: unknown[] = []
  const store = new HotelOrderFormStore({
    api: { createOrder: (body, reqId) => (calls.push({ body, reqId }), (answers.shift() ?? answers[0])() as never) },
    costs: {
      costModules: async () => ({ Modules: MODULES, IsProjectCenterConfirm: options.projectConfirm ?? false }),
      myCostCenters: async () => ({ CostCenters: options.myCentres === false ? [] : [{ CostCenterId: 'c1', CostCenterCode: 'CC-RD', CostCenterName: '研发中心', IsDefault: true }] }),
      validateBudget: async (body) => (budgetCalls.push(body), budget(options.budgetPass ?? true)),
    },
    flow: t.flow,
    clock: t.clock,
    createReqId: () => `req-${++ids}`,
    member: { name: '张三', phone: '13800000001', memberId: 'm1' },
    projectCenterSecondaryConfirmation: () => options.secondaryConfirmation ?? false,
    journeyBizNo: options.journeyBizNo,
    toast: (m) => void toasts.push(m),
  })
  return { store, calls, toasts, budgetCalls, ...t }
}

describe('HotelOrderFormStore', () => {
  it('prefills the member as guest and contact; totals in fen', () => {
    const { store } = setup()
    expect(store.rooms).toEqual([[{ name: '张三', phone: '13800000001', memberId: 'm1' }]])
    expect(store.nights).toBe(2)
    expect(store.totalFen).toBe(60000)
    store.setRoomCount(2)
    expect(store.totalFen).toBe(120000)
  })

  it('submits once and goes to the cashier', async () => {
    const { store, calls } = setup()
    await store.loadCostSetup()
    expect(store.costCenterName).toBe('研发中心')
    expect(store.budgetNotes).toEqual([{ text: '市场部年度差旅预算 剩余¥800.00', isOver: false }])
    const next = await store.submit()
    expect(next).toEqual({ kind: 'pay', orderNo: 'H1' })
    expect(calls[0].body).toMatchObject({
      HotelId: 'h1', RatePlanId: 'a1', RoomCount: 1, ExpectedTotalFen: 60000, CostCenterId: 'c1', CostCenterName: '研发中心',
      Guests: [{ RoomIndex: 0, Name: '张三', Phone: '13800000001', MemberId: 'm1' }], OverStandardReason: '', IsPrivate: 0,
    })
    expect(calls[0].body.CardGuarantee).toBeUndefined()
    expect(calls[0].body.SavingBonusRuleId).toBeUndefined()
  })

  it('a retried submit keeps the same reqId and the input; a new order after success gets a new one', async () => {
    const { store, calls, toasts } = setup({
      answers: [
        () => Promise.reject({ Code: '-1', Msg: '请求超时，请稍后重试', isNetworkError: true }),
        async () => ({ OrderNo: 'H1', OrderStatus: 'PendingApproval', NeedApproval: true, PayAmountFen: 60000, CardNoMasked: null }),
        async () => ({ OrderNo: 'H2', OrderStatus: 'PendingPayment', NeedApproval: false, PayAmountFen: 60000, CardNoMasked: null }),
      ],
    })
    store.setRemark('高楼层')
    expect(await store.submit()).toBeNull()
    expect(store.submitError).toBe('请求超时，请稍后重试')
    expect(toasts).toEqual(['请求超时，请稍后重试'])
    expect(store.remark).toBe('高楼层')
    expect(await store.submit()).toEqual({ kind: 'detail', orderNo: 'H1' })
    expect(calls.map((c) => c.reqId)).toEqual(['req-1', 'req-1'])
    await store.submit()
    expect(calls[2].reqId).toBe('req-2')
  })

  it('over standard: reason required, then sent', async () => {
    const { store, calls, toasts } = setup({ avgFen: 45000 })
    expect(store.needsReason).toBe(true)
    expect(await store.submit()).toBeNull()
    expect(toasts).toEqual(['请选择或填写超标原因'])
    expect(calls).toHaveLength(0)
    store.setOverReason('协议酒店无房')
    await store.submit()
    expect(calls[0].body.OverStandardReason).toBe('协议酒店无房')
  })

  it('card guarantee: needed, checked, sent as digits; dropped from the flow after success', async () => {
    const { store, calls, toasts, flow } = setup({ needCard: true })
    await store.submit()
    expect(toasts).toEqual(['该房型需信用卡担保，请填写信用卡'])
    flow.setCard({ ...card, CardNo: '4111111111111112' })
    await store.submit()
    expect(toasts[1]).toBe('信用卡号有误，请检查')
    flow.setCard(card)
    expect(store.maskedCard).toBe('**** **** **** 1111')
    await store.submit()
    expect(calls[0].body.CardGuarantee).toEqual({ ...card, CardNo: '4111111111111111' })
    expect(flow.card).toBeNull()
  })

  it('coupon applies only above its threshold', () => {
    const { store, flow } = setup()
    flow.setCoupon({ CouponId: 'c1', Name: '满500减50', DiscountFen: 5000, ThresholdFen: 50000, ExpireDate: TODAY, IsUsable: true, UnusableReason: '' })
    expect(store.payFen).toBe(55000)
    flow.setCoupon({ CouponId: 'c2', Name: '满1000减100', DiscountFen: 10000, ThresholdFen: 100000, ExpireDate: TODAY, IsUsable: true, UnusableReason: '' })
    expect(store.payFen).toBe(60000)
  })

  it('guests per room errors stop the submit', async () => {
    const { store, calls, toasts } = setup()
    store.setRoomCount(2)
    await store.submit()
    expect(toasts).toEqual(['请填写第2间房的入住人'])
    store.setTravellers([...store.travellers, { kind: 'colleague', memberId: 'm2', passengerId: '', name: '李四', phone: '', departmentName: '市场部' }])
    await store.submit()
    expect(calls[0].body.Guests.map((g) => [g.RoomIndex, g.Name, g.MemberId])).toEqual([[0, '张三', 'm1'], [1, '李四', 'm2']])
  })

  it('picked travellers beyond the rooms\' occupancy are cut with a toast; fewer rooms keep who fits', () => {
    const { store, toasts } = setup()
    const person = (n: number) => ({ kind: 'colleague' as const, memberId: `m${n}`, passengerId: '', name: `同事${'一二三四五'[n]}`, phone: '', departmentName: '' })
    store.setTravellers([person(1), person(2), person(3)])
    expect(store.travellers.map((t) => t.memberId)).toEqual(['m1', 'm2'])
    expect(toasts).toEqual(['最多可选2位入住人'])
    store.setRoomCount(2)
    store.setTravellers([person(1), person(2), person(3)])
    expect(store.rooms.map((room) => room.map((g) => g.memberId))).toEqual([['m1', 'm3'], ['m2']])
    store.setRoomCount(1)
    expect(store.travellers.map((t) => t.memberId)).toEqual(['m1', 'm2'])
  })

  it('cost modules: a required cost centre stops the submit with the spec\'s message; picked ids are sent', async () => {
    const { store, calls, toasts } = setup({ myCentres: false })
    await store.loadCostSetup()
    expect(await store.submit()).toBeNull()
    expect(toasts).toEqual(['请选择成本中心'])
    store.setCostCenter({ id: 'c9', code: 'CC-X', name: '某中心' })
    store.setProject({ id: 'p1', code: 'P-1', name: '某项目' })
    await store.submit()
    expect(calls[0].body).toMatchObject({ CostCenterId: 'c9', CostCenterName: '某中心', ProjectId: 'p1', ProjectName: '某项目' })
  })

  it.each([
    ['the cost-module list', { projectConfirm: true }],
    ['the enterprise\'s projectCenterSecondaryConfirmation', { secondaryConfirmation: true }],
  ])('confirms the cost attribution first when %s asks', async (_title, flags) => {
    const { store, calls } = setup(flags)
    await store.loadCostSetup()
    expect(await store.submit()).toBeNull()
    expect(store.confirmingCost).toBe(true)
    expect(store.costConfirmation).toBe('请确认本次预订的费用归属（成本中心：研发中心，项目：未选择）')
    expect(calls).toHaveLength(0)
    store.closeCostConfirmation()
    expect(store.confirmingCost).toBe(false)
    expect(await store.submit({ costConfirmed: true })).toEqual({ kind: 'pay', orderNo: 'H1' })
    expect(calls).toHaveLength(1)
  })

  it('a submit tapped while the cost set-up still loads waits for it and books with the default cost centre', async () => {
    const { store, calls, toasts } = setup()
    const loading = store.loadCostSetup()
    const next = await store.submit()
    await loading
    expect(toasts).toEqual([])
    expect(next).toEqual({ kind: 'pay', orderNo: 'H1' })
    expect(calls[0].body).toMatchObject({ CostCenterId: 'c1' })
  })

  it('books without a confirmation when neither flag asks', async () => {
    const { store, calls } = setup()
    await store.loadCostSetup()
    expect(await store.submit()).toEqual({ kind: 'pay', orderNo: 'H1' })
    expect(store.confirmingCost).toBe(false)
    expect(calls).toHaveLength(1)
  })

  it('a blocking budget stops the submit with its message', async () => {
    const { store, calls, toasts, budgetCalls } = setup({ budgetPass: false })
    await store.loadCostSetup()
    expect(budgetCalls[0]).toMatchObject({ Amount: 60000, ProductType: 1, CostCenterId: 'c1' })
    expect(await store.submit()).toBeNull()
    expect(toasts).toEqual(['超出市场部年度差旅预算，不允许预订'])
    expect(calls).toHaveLength(0)
  })
})

describe('HotelOrderFormStore policy and travel application', () => {
  it('offers the cheapest compliant rate of the same hotel and switches to it in one tap', () => {
    const { store, flow } = setup({ avgFen: 45000 })
    expect(store.check.status).toBe('over')
    expect(store.compliantAlternative).toBeNull()
    const selection = flow.selection!
    const cheaper = [plan('b1', 39000), plan('b2', 35000), plan('b3', 41000)]
    flow.select({ ...selection, sameHotelRates: [{ room: selection.room, plan: selection.plan }, ...cheaper.map((p) => ({ room: room('B', []), plan: p }))] })
    expect(store.compliantAlternative?.plan.RatePlanId).toBe('b2')
    store.switchToCompliant()
    expect(store.selection?.plan.RatePlanId).toBe('b2')
    expect(store.check.status).toBe('within')
    expect(store.compliantAlternative).toBeNull()
  })

  it('books under the picked application; an enterprise that needs one refuses without it', async () => {
    const { store, calls, toasts } = setup()
    const apply = { ApplyNo: 'TA1', Reason: '签约', ApplicantName: '张三', DepartCity: '北京', Cities: ['广州'], StartDate: TODAY, EndDate: '2026-11-30', Products: ['hotel' as const], BudgetFen: 1, Status: 'approved' as const, StatusText: '已通过', CreatedAt: '' }
    store.travelApplySettings = { SkipOrderApproval: true, NeedTravelForm: true, TravelBillCanChange: false, ExternalNeedTravelBill: false }
    expect(await store.submit()).toBeNull()
    expect(toasts).toContain('请选择出差申请单')
    expect(calls).toHaveLength(0)
    expect(store.canChangeTravelApply).toBe(true)
    store.setTravelApply(apply)
    expect(store.canChangeTravelApply).toBe(false)
    await store.submit()
    expect(calls[0].body.TravelApplyNo).toBe('TA1')
  })

  it('externalNeedTravelBill: a booking inside an external journey needs an application and sends the journey', async () => {
    const apply = { ApplyNo: 'TA2', Reason: '签约', ApplicantName: '张三', DepartCity: '北京', Cities: ['广州'], StartDate: TODAY, EndDate: '2026-11-30', Products: ['hotel' as const], BudgetFen: 1, Status: 'approved' as const, StatusText: '已通过', CreatedAt: '' }
    const settings = { SkipOrderApproval: true, NeedTravelForm: false, TravelBillCanChange: true, ExternalNeedTravelBill: true }
    const external = setup({ journeyBizNo: 'JX1' })
    external.store.travelApplySettings = settings
    expect(await external.store.submit()).toBeNull()
    expect(external.toasts).toContain('外部行程预订须关联出差申请单，请选择出差申请单')
    external.store.setTravelApply(apply)
    await external.store.submit()
    expect(external.calls[0].body).toMatchObject({ TravelApplyNo: 'TA2', JourneyBizNo: 'JX1' })
    const ordinary = setup()
    ordinary.store.travelApplySettings = settings
    await ordinary.store.submit()
    expect(ordinary.calls).toHaveLength(1)
    expect(ordinary.calls[0].body.JourneyBizNo).toBeUndefined()
  })
})
