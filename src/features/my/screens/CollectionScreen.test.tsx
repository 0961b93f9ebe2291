import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, click, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import { FavouriteToggle } from '../public'
import CollectionScreen from './CollectionScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const hotel = (id: number, name: string) => ({ HotelId: id, HotelName: name, StarLevel: 4, ScoreTenths: 46, CityName: '上海', Address: '浦东新区世纪大道 1 号', CoverImageUrl: '/a.jpg', SavedAt: '2026-05-01T10:00:00+08:00' })

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'my2.0/collection', 'product3.0/hotel/detail']))

describe('我的收藏', () => {
  it('lists saved hotels and removes one', async () => {
    const fake = fakeRoot({
      'common/api/favorite/HotelList': { Total: 2, Items: [hotel(1, '上海浦东东呈酒店'), hotel(2, '上海虹桥城市便捷酒店')] },
      'common/api/favorite/RemoveHotel': { HotelId: 1, IsSaved: false },
    })
    await mountWith(fake.root, <CollectionScreen routeId='my2.0/collection' query={{}} />)
    await waitForText('上海浦东东呈酒店')
    expect(bodyText()).toContain('4.6分 · 高档型 · 上海')
    const buttons = Array.from(document.querySelectorAll('.collection-item__remove'))
    await click(buttons[0])
    for (let i = 0; i < 100 && fake.toasts.length === 0; i += 1) await flush(1)
    expect(bodyText()).not.toContain('上海浦东东呈酒店')
    expect(fake.calls.at(-1)?.body).toEqual({ HotelId: 1 })
    expect(fake.toasts).toContain('已取消收藏')
  })

  it('says how to save when there is none, and retries after a failure', async () => {
    const fake = fakeRoot({ 'common/api/favorite/HotelList': fail('网络不给力') })
    await mountWith(fake.root, <CollectionScreen routeId='my2.0/collection' query={{}} />)
    await waitForText('网络不给力')
    fake.table['common/api/favorite/HotelList'] = { Total: 0, Items: [] }
    await clickText('重试')
    await waitForText('还没有收藏的酒店')
  })
})

describe('收藏 on the hotel detail', () => {
  it('shows the state and toggles it', async () => {
    const fake = fakeRoot({ 'common/api/favorite/GetHotelState': { HotelId: 7, IsSaved: false }, 'common/api/favorite/SaveHotel': { HotelId: 7, IsSaved: true } })
    await mountWith(fake.root, <FavouriteToggle hotelId={7} />)
    await waitForText('♡ 收藏')
    await clickText('♡ 收藏')
    await waitForText('♥ 已收藏')
    expect(fake.toasts).toContain('已收藏')
  })

  it('stays hidden when the state cannot be read', async () => {
    const fake = fakeRoot({ 'common/api/favorite/GetHotelState': fail('网络不给力') })
    await mountWith(fake.root, <FavouriteToggle hotelId={7} />)
    expect(bodyText()).not.toContain('收藏')
  })
})
