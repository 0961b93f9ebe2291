import type { GetBetterRoomListRequest, HotelDetail } from '@api/hotel'
import { preloadParams } from '../domain/roomPreload'
import { hotel } from '@test/hotel/testData'
import { HotelDetailStore } from './HotelDetailStore'
import { roomsData, testFlow, TODAY } from '@test/hotel/testFlow'

const detail: HotelDetail = {
  HotelId: 'h1', HotelName: '东呈酒店', BrandId: 'b1', BrandName: '东呈', StarLevel: 3, ScoreTenths: 46, ReviewCount: 10, CityCode: 'GZ',
  CityName: '广州', Address: '天河路1号', Phone: '020-1', Lat: 23.1, Lon: 113.3, ImageUrls: [], Facilities: [], Description: '',
  OpenYear: 2018, CheckInTime: '14:00', CheckOutTime: '12:00',
}
const stay = { hotelId: 'h1', arrivalDate: TODAY, departureDate: '2026-11-24', isPrivate: false }

function setup(options: { bonusOn?: boolean; bonus?: () => Promise<unknown>; detailFails?: boolean } = {}) {
  const t = testFlow(async (params) => roomsData((params as GetBetterRoomListRequest).HotelId))
  const roomCalls: GetBetterRoomListRequest[] = []
  const toasts: string[] = []
  const store = new HotelDetailStore(
    {
      api: {
        hotelDetail: async () => {
          if (options.detailFails) throw { Code: '4004', Msg: '酒店不存在' }
          return detail
        },
        rooms: async (body) => (roomCalls.push(body), roomsData()),
        reviews: async () => ({ Reviews: [], Total: 0, AverageScoreTenths: 0, PageIndex: 1, PageSize: 3 }),
        savingBonusRules: (options.bonus ?? (async () => ({ Rules: [{ RuleId: 'r1', RuleName: '节省返30%', RewardPermille: 300, MaxRewardFen: 5000, Description: '', IsSelected: true }], Remark: '说明' }))) as never,
      },
      flow: t.flow,
      preloadCache: t.cache,
      isSavingBonusOn: () => options.bonusOn ?? false,
      toast: (m) => void toasts.push(m),
    },
    stay,
  )
  return { store, roomCalls, toasts, ...t }
}

describe('HotelDetailStore', () => {
  it('detail then rooms checked against the standard, cheapest compliant found', async () => {
    const { store } = setup()
    await store.fetch()
    expect(store.nights).toBe(2)
    expect(store.rates.map((r) => [r.plan.RatePlanId, r.check.status, r.isSoldOut])).toEqual([
      ['a1', 'over', false],
      ['a2', 'within', false],
      ['b1', 'within', true],
      ['b2', 'over', false],
    ])
    expect(store.cheapest?.plan.RatePlanId).toBe('a2')
    expect(store.capFen).toBe(40000)
  })

  it('private travel: no standard applies', async () => {
    const { store } = setup()
    store.stay = { ...stay, isPrivate: true }
    await store.fetch()
    expect(store.rates.every((r) => r.check.status === 'within')).toBe(true)
  })

  it('detail failure is an error state', async () => {
    const { store, roomCalls } = setup({ detailFails: true })
    await store.fetch()
    expect(store.load.status).toBe('error')
    expect(store.load.errorMessage).toBe('酒店不存在')
    expect(roomCalls).toHaveLength(0)
  })

  it('uses preloaded rooms while fresh (120 s), then asks the server', async () => {
    const { store, cache, roomCalls, advance } = setup()
    await cache.preload([preloadParams(hotel('h1'), 0, {
      arrivalDate: TODAY, departureDate: '2026-11-24', occupancy: [{ RoomIndex: 0, AdultCount: 1, ChildCount: 0 }],
      standardAmountFen: 0, sort: 'recommend', conditions: [], isPrivate: false,
    })])
    await store.fetch()
    expect(roomCalls).toHaveLength(0)
    expect(store.roomsData?.Rooms).toHaveLength(2)
    advance(120_000)
    await store.fetchRooms()
    expect(roomCalls).toHaveLength(1)
  })

  it('guests per room asks rooms again with the new occupancy (capped)', async () => {
    const { store, roomCalls } = setup()
    await store.fetch()
    await store.setOccupancy(2, 9)
    expect(roomCalls.at(-1)?.roomOccupancyList).toEqual([
      { RoomIndex: 0, AdultCount: 3, ChildCount: 0 },
      { RoomIndex: 1, AdultCount: 3, ChildCount: 0 },
    ])
    expect(roomCalls.at(-1)?.CheckInRoomList).toEqual([{ RoomIndex: 0 }, { RoomIndex: 1 }])
  })

  it('saving bonus only when openSavingBonus is on; failure keeps the Msg', async () => {
    const off = setup()
    await off.store.fetch()
    expect(off.store.savingBonus).toBeNull()
    const on = setup({ bonusOn: true })
    await on.store.fetch()
    expect(on.store.savingBonus?.selected?.RuleId).toBe('r1')
    on.store.book(on.store.rates[1])
    expect(on.flow.selection?.savingBonusRuleId).toBe('r1')
    on.store.selectBonusRule('nope')
    expect(on.store.savingBonus?.selected).toBeNull()
    const failing = setup({ bonusOn: true, bonus: () => Promise.reject({ Code: '4001', Msg: '规则未配置' }) })
    await failing.store.fetch()
    expect(failing.store.bonusError).toBe('规则未配置')
  })

  it('book: sold out and block refused; otherwise the selection goes to the flow', async () => {
    const { store, flow, toasts } = setup()
    await store.fetch()
    expect(store.book(store.rates[2])).toBe(false)
    expect(toasts).toEqual(['该房型已订完'])
    const blocked = { ...store.rates[0], check: { status: 'over' as const, action: 'block' as const, capFen: 40000, rule: '', cheapestCompliant: null } }
    expect(store.book(blocked)).toBe(false)
    expect(toasts[1]).toBe('该房型超出差旅标准，不可预订')
    flow.setOverReason('old')
    expect(store.book(store.rates[1])).toBe(true)
    expect(flow.selection).toMatchObject({ hotelId: 'h1', roomCount: 1, arrivalDate: TODAY })
    expect(flow.selection?.plan.RatePlanId).toBe('a2')
    expect(flow.overReason).toBe('')
  })
})
