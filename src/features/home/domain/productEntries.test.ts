import type { SpecRouteId } from '@/routes/types'
import { routeById } from '@/routes/registry'
import { PRODUCTS, visibleProductEntries, type PermissionFlags } from './productEntries'

const allLive = () => true
const ALL_FLAGS: PermissionFlags = {
  IsPermittedBookHotel: true,
  IsPermittedBookInternationalHotel: true,
  IsPermittedBookFlight: true,
  IsPermittedBookInternationalFlight: true,
  IsPermittedBookTrain: true,
  IsPermittedUseCar: true,
  takeoutPeritted: true,
}
const keys = (flags: PermissionFlags, isLive: (id: SpecRouteId) => boolean = allLive) => visibleProductEntries(flags, isLive).map((e) => e.key)

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
    const entries = visibleProductEntries(ALL_FLAGS, (id) => live.has(id))
    expect(entries.find((e) => e.key === 'hotel')?.routeId).toBe('hotel/index')
    expect(entries.find((e) => e.key === 'flight')?.routeId).toBe('product2.0/flight/index')
  })

  it('marks international entries with isInternational=1', () => {
    const entries = visibleProductEntries(ALL_FLAGS, allLive)
    expect(entries.find((e) => e.key === 'internationalFlight')?.query).toEqual({ isInternational: '1' })
    expect(entries.find((e) => e.key === 'flight')?.query).toBeUndefined()
  })

  it('every route id it names exists in the registry', () => {
    for (const product of PRODUCTS) for (const id of product.routeIds) expect(() => routeById(id)).not.toThrow()
  })
})
