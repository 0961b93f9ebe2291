import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { roomsData } from '@test/hotel/testFlow'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import { hotelFlowOf } from '../stores/hotelFlow'
import HotelDetailScreen from './HotelDetailScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const INFO = 'hotel/api/hotel/info'
const detail = {
  HotelId: 'h1', HotelName: '东呈国际酒店', BrandId: 'b1', BrandName: '东呈', StarLevel: 4, ScoreTenths: 46, ReviewCount: 12, CityCode: 'GZ',
  CityName: '广州', Address: '天河路1号', Phone: '', Lat: 23.1, Lon: 113.3, ImageUrls: ['a.jpg'], Facilities: [], Description: '',
  OpenYear: 2018, CheckInTime: '14:00', CheckOutTime: '12:00',
}
const day = (offset: number) => new Date(Date.now() + offset * 86400000 + 8 * 3600000).toISOString().slice(0, 10)

function table(patch: Record<string, unknown> = {}) {
  return {
    [`${INFO}/GetHotelDetail`]: detail,
    [`${INFO}/GetBetterRoomList`]: roomsData(),
    [`${INFO}/GetHotelReviews`]: { Reviews: [], Total: 0, AverageScoreTenths: 0, PageIndex: 1, PageSize: 3 },
    ...patch,
  }
}

async function mount(answers = table()) {
  const fake = fakeRoot(answers)
  await mountWith(fake.root, <HotelDetailScreen routeId='hotel/detail' query={{ hotelId: 'h1', arrivalDate: day(1), departureDate: day(2) }} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['hotel/detail', 'hotel/writeOrder']))

describe('HotelDetailScreen', () => {
  it('shows loading first', async () => {
    await mount(table({ [`${INFO}/GetHotelDetail`]: () => new Promise(() => undefined) }))
    expect(bodyText()).toContain('加载中')
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount(table({ [`${INFO}/GetHotelDetail`]: () => (++attempts === 1 ? fail('酒店不存在') : detail) }))
    await waitForText('酒店不存在')
    await clickText('重试')
    await waitForText('天河路1号')
  })

  it('shows the empty rooms state', async () => {
    await mount(table({ [`${INFO}/GetBetterRoomList`]: { ...roomsData(), Rooms: [] } }))
    await waitForText('所选日期暂无可订房型')
  })

  it('shows rates with within/over labels and books into the flow', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = await mount()
    await waitForText('房型A')
    expect(bodyText()).toContain('超标需填原因')
    expect(bodyText()).toContain('符合差标')
    expect(bodyText()).toContain('差标内最低')
    expect(bodyText()).toContain('您的差标：¥400/晚')
    const buttons = Array.from(document.querySelectorAll('.at-button')).filter((b) => b.textContent === '预订')
    ;(buttons[1] as HTMLElement).click()
    expect(hotelFlowOf(root).selection?.plan.RatePlanId).toBe('a2')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/hotel/writeOrder/writeOrder' })
  })

  it('puts the name and the score on lines of their own, and the floor with one 层 (issue 13)', async () => {
    await mount()
    await waitForText('房型A')
    const name = document.querySelector('.hotel-detail__name')
    const score = document.querySelector('.hotel-detail__score')
    expect(name?.textContent).toBe('东呈国际酒店')
    expect(score?.textContent).toMatch(/^4\.6分/)
    expect(name?.nextElementSibling).toBe(score)
    expect(bodyText()).not.toContain('层层')
  })
})
