import type { SpecRouteId } from '@/routes/types'
import { homeEntries } from '@/routes/registry'
import { visibleProductEntries, type PermissionFlags, type ProductDefinition } from './productEntries'

const allLive = () => true
const PRODUCTS: readonly ProductDefinition[] = [
  { key: 'hotel', title: '酒店', mark: '酒', rank: 10, flags: ['IsPermittedBookHotel'], routeIds: ['product3.0/hotel/index', 'hotel/index'] },
  { key: 'internationalHotel', title: '国际酒店', mark: '国', rank: 20, flags: ['IsPermittedBookInternationalHotel'], routeIds: ['hotel/index'], query: { isInternational: '1' } },
  { key: 'flight', title: '机票', mark: '机', rank: 30, flags: ['IsPermittedBookFlight'], routeIds: ['product3.0/flight/index', 'product2.0/flight/index', 'flight/index'] },
  { key: 'internationalFlight', title: '国际机票', mark: '际', rank: 40, flags: ['IsPermittedBookInternationalFlight'], routeIds: ['flight/index'], query: { isInternational: '1' } },
  { key: 'train', title: '火车票', mark: '火', rank: 50, flags: ['IsPermittedBookTrain'], routeIds: ['train/index'] },
  { key: 'car', title: '用车', mark: '车', rank: 60, flags: ['IsPermittedUseCar', 'IsPermittedUseCarTemp', 'IsPermittedUseCarWork'], routeIds: ['car/index'] },
  { key: 'takeout', title: '外卖', mark: '餐', rank: 70, flags: ['takeoutPeritted'], routeIds: ['takeOutFood/index'] },
]
const ALL_FLAGS: PermissionFlags = {
  IsPermittedBookHotel: true,
  IsPermittedBookInternationalHotel: true,
  IsPermittedBookFlight: true,
  IsPermittedBookInternationalFlight: true,
  IsPermittedBookTrain: true,
  IsPermittedUseCar: true,
  takeoutPeritted: true,
}
const keys = (flags: PermissionFlags, isLive: (id: SpecRouteId) => boolean = allLive) => visibleProductEntries(PRODUCTS, flags, isLive).map((e) => e.key)

describe('visibleProductEntries', () => {
  it('shows every product in a fixed order when all are permitted and live', () => {
    expect(keys(ALL_FLAGS)).toEqual(['hotel', 'internationalHotel', 'flight', 'internationalFlight', 'train', 'car', 'takeout'])
  })

  it.each([
    ['IsPermittedBookHotel', 'hotel'],
    ['IsPermittedBookInternationalHotel', 'internationalHotel'],
    ['IsPermittedBookFlight', 'flight'],
    ['IsPermittedBookInternationalFlight', 'internationalFlight'],
    ['IsPermittedBookTrain', 'train'],
    ['takeoutPeritted', 'takeout'],
  ])('%s alone shows %s', (flag, key) => {
    expect(keys({ [flag]: 1 })).toEqual([key])
  })

  it.each(['IsPermittedUseCar', 'IsPermittedUseCarTemp', 'IsPermittedUseCarWork'])('%s shows the car entry', (flag) => {
    expect(keys({ [flag]: true })).toEqual(['car'])
  })

  it('shows nothing without permissions', () => {
    expect(keys({ IsPermittedBookHotel: false, IsPermittedBookFlight: 0, takeoutPeritted: '0' })).toEqual([])
  })

  it('hides a permitted product whose routes are not live yet', () => {
    expect(keys(ALL_FLAGS, (id) => id === 'train/index')).toEqual(['train'])
    expect(keys(ALL_FLAGS, () => false)).toEqual([])
  })

  it('opens the newest live version of a product', () => {
    const live = new Set(['hotel/index', 'product2.0/flight/index', 'flight/index'])
    const entries = visibleProductEntries(PRODUCTS, ALL_FLAGS, (id) => live.has(id))
    expect(entries.find((e) => e.key === 'hotel')?.routeId).toBe('hotel/index')
    expect(entries.find((e) => e.key === 'flight')?.routeId).toBe('product2.0/flight/index')
  })

  it('marks international entries with isInternational=1', () => {
    const entries = visibleProductEntries(PRODUCTS, ALL_FLAGS, allLive)
    expect(entries.find((e) => e.key === 'internationalFlight')?.query).toEqual({ isInternational: '1' })
    expect(entries.find((e) => e.key === 'flight')?.query).toBeUndefined()
  })

  it('takes the entries the domains declare, hotel first', () => {
    expect(homeEntries.map((e) => e.key).slice(0, 2)).toEqual(['hotel', 'internationalHotel'])
    const ranks = homeEntries.map((e) => e.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
  })
})
