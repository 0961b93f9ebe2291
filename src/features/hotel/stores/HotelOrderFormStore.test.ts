import type { CreateHotelOrderRequest } from '@api/hotel'
import { CONTEXT, plan, room } from '@test/hotel/testData'
import { HotelOrderFormStore } from './HotelOrderFormStore'
import { testFlow, TODAY } from '@test/hotel/testFlow'

const card = { CardNo: '4111 1111 1111 1111', Expiry: '12/27', HolderName: '张三', HolderIdNo: '11010519491231002X', BankCode: 'CMB' }

function setup(options: { avgFen?: number; needCard?: boolean; answers?: (() => Promise<unknown>)[] } = {}) {
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
  const store = new HotelOrderFormStore({
    api: { createOrder: (body, reqId) => (calls.push({ body, reqId }), (answers.shift() ?? answers[0])() as never) },
    costCenters: { myDepartments: async () => ({ Departments: [{ DepartmentId: 'd1', DepartmentName: '研发', ParentDepartmentId: '', IsDefault: true, CostCenterId: 'c1', CostCenterName: '研发中心' }] }) },
    flow: t.flow,
    clock: t.clock,
    createReqId: () => `req-${++ids}`,
    member: { name: '张三', phone: '13800000001', memberId: 'm1' },
    toast: (m) => void toasts.push(m),
  })
  return { store, calls, toasts, ...t }
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
    await store.loadCostCenters()
    expect(store.costCenterName).toBe('研发中心')
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
    store.updateGuest(1, 0, { name: '李四' })
    await store.submit()
    expect(calls[0].body.Guests.map((g) => [g.RoomIndex, g.Name])).toEqual([[0, '张三'], [1, '李四']])
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
})
