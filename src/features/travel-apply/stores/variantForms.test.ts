import { DailyApplyFormStore } from './DailyApplyFormStore'
import { TravelBillFormStore } from './TravelBillFormStore'

const NOW = Date.parse('2026-12-09T02:00:00Z') // 10:00 in Shanghai

function deps(call: jest.Mock) {
  const toasts: string[] = []
  let n = 0
  return { toasts, base: { now: () => NOW, createReqId: () => `r${++n}`, toast: (m: string) => void toasts.push(m) }, call }
}

describe('DailyApplyFormStore', () => {
  it('starts tomorrow with the first category; an end before the start follows it', () => {
    const { base, call } = deps(jest.fn())
    const store = new DailyApplyFormStore({ ...base, api: { createDaily: call } })
    expect([store.category, store.startDate, store.endDate]).toEqual(['业务招待', '2026-12-10', '2026-12-10'])
    store.set({ startDate: '2026-12-12' })
    expect(store.endDate).toBe('2026-12-12')
  })

  it('refuses without calling, keeps what was typed on failure, one reqId across retries, then sends fen', async () => {
    const createDaily = jest.fn().mockRejectedValueOnce({ Code: '5000', Msg: '系统繁忙，请稍后再试' }).mockResolvedValue({ ApplyNo: 'TA8', Status: 'pending' })
    const { base, toasts } = deps(createDaily)
    const store = new DailyApplyFormStore({ ...base, api: { createDaily } })
    expect(await store.save(true)).toBeNull()
    expect(toasts).toEqual(['请填写申请事由'])
    store.set({ reason: '宴请客户', budgetYuan: '1500.5', cityName: '广州', category: '会议' })
    expect(await store.save(true)).toBeNull()
    expect(store.errorMessage).toBe('系统繁忙，请稍后再试')
    expect(store.reason).toBe('宴请客户')
    expect(await store.save(true)).toBe('TA8')
    expect(createDaily.mock.calls[0][1]).toBe(createDaily.mock.calls[1][1])
    expect(createDaily.mock.calls[1][0]).toEqual({
      Category: '会议', Reason: '宴请客户', CityName: '广州', StartDate: '2026-12-10', EndDate: '2026-12-10', BudgetFen: 150050, Submit: true,
    })
  })

  it('an amount that is not money is refused', async () => {
    const createDaily = jest.fn()
    const { base } = deps(createDaily)
    const store = new DailyApplyFormStore({ ...base, api: { createDaily } })
    store.set({ reason: '培训', budgetYuan: '12.345' })
    expect(await store.save(false)).toBeNull()
    expect(store.errorMessage).toBe('请填写预计金额')
    expect(createDaily).not.toHaveBeenCalled()
  })
})

describe('TravelBillFormStore (guangxin)', () => {
  it('adds legs from where the last arrived, refuses legs that do not connect, sends the legs', async () => {
    const createTravelBill = jest.fn().mockResolvedValue({ ApplyNo: 'TA5', Status: 'draft' })
    const { base, toasts } = deps(createTravelBill)
    const store = new TravelBillFormStore({ ...base, api: { createTravelBill } })
    expect(store.legs).toEqual([{ fromCity: '', toCity: '', date: '2026-12-10', product: 'train' }])
    store.set({ reason: '北京项目上线', budgetYuan: '5000' })
    store.setLeg(0, { fromCity: '广州', toCity: '北京' })
    store.setLegProduct(0, 'flight')
    store.addLeg()
    expect(store.legs[1]).toEqual({ fromCity: '北京', toCity: '', date: '2026-12-10', product: 'flight' })
    store.setLeg(1, { fromCity: '上海', toCity: '广州', date: '2026-12-12' })
    expect(await store.save(false)).toBeNull()
    expect(toasts).toEqual(['第2程：出发城市应为上一程的到达城市北京'])
    store.setLeg(1, { fromCity: '北京' })
    store.setTravellerMemberIds(['10003'])
    expect(await store.save(false)).toBe('TA5')
    expect(createTravelBill.mock.calls[0][0]).toEqual({
      Category: '业务拓展', Reason: '北京项目上线', NeedHotel: true, BudgetFen: 500000, TravellerMemberIds: ['10003'], Submit: false,
      Legs: [
        { FromCity: '广州', ToCity: '北京', Date: '2026-12-10', Product: 'flight' },
        { FromCity: '北京', ToCity: '广州', Date: '2026-12-12', Product: 'flight' },
      ],
    })
  })

  it('keeps at least one leg and at most six', () => {
    const { base, call } = deps(jest.fn())
    const store = new TravelBillFormStore({ ...base, api: { createTravelBill: call } })
    store.removeLeg(0)
    expect(store.legs).toHaveLength(1)
    for (let i = 0; i < 8; i++) store.addLeg()
    expect(store.legs).toHaveLength(6)
    expect(store.canAddLeg).toBe(false)
  })
})
