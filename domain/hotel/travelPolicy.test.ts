import * as fs from 'fs'
import * as path from 'path'
import type { HotelTravelStandard } from '@api/hotel'
import { capOf, evaluateHotelRate, isBookable, type HotelStandard } from './travelPolicy'

const standard = (whenExceeded: HotelStandard['whenExceeded']): HotelStandard => ({
  nightlyCapFen: {
    1: { employee: 50000, manager: 80000 },
    2: { employee: 40000, manager: 60000 },
    3: { employee: 30000, manager: null },
  },
  whenExceeded,
})

describe('evaluateHotelRate', () => {
  it('at the cap is within, one fen over is over', () => {
    expect(evaluateHotelRate({ nightlyFen: 50000, cityTier: 1, role: 'employee', standard: standard('block') })).toEqual({
      status: 'within',
      action: 'allow',
      capFen: 50000,
    })
    expect(evaluateHotelRate({ nightlyFen: 50001, cityTier: 1, role: 'employee', standard: standard('block') })).toEqual({
      status: 'over',
      action: 'block',
      capFen: 50000,
    })
  })

  it('picks the cap by city tier and role', () => {
    const s = standard('requireReason')
    expect(evaluateHotelRate({ nightlyFen: 70000, cityTier: 1, role: 'manager', standard: s }).status).toBe('within')
    expect(evaluateHotelRate({ nightlyFen: 45000, cityTier: 2, role: 'employee', standard: s }).capFen).toBe(40000)
    expect(evaluateHotelRate({ nightlyFen: 45000, cityTier: 2, role: 'manager', standard: s }).status).toBe('within')
    expect(evaluateHotelRate({ nightlyFen: 31000, cityTier: 3, role: 'employee', standard: s }).status).toBe('over')
  })

  it.each(['allow', 'requireReason', 'requireApproval', 'block'] as const)('over -> action %s from the standard', (action) => {
    expect(evaluateHotelRate({ nightlyFen: 99999, cityTier: 2, role: 'employee', standard: standard(action) }).action).toBe(action)
  })

  it('no cap (null cell) or no standard is within', () => {
    expect(evaluateHotelRate({ nightlyFen: 999999, cityTier: 3, role: 'manager', standard: standard('block') })).toEqual({
      status: 'within',
      action: 'allow',
      capFen: null,
    })
    expect(evaluateHotelRate({ nightlyFen: 999999, cityTier: 1, role: 'employee', standard: null }).capFen).toBeNull()
    expect(capOf(standard('block'), 2, 'manager')).toBe(60000)
  })

  it('only block is not bookable', () => {
    expect(isBookable({ status: 'over', action: 'block', capFen: 1 })).toBe(false)
    expect(isBookable({ status: 'over', action: 'requireApproval', capFen: 1 })).toBe(true)
  })

  it('imports nothing (the server imports this file) and matches the wire type', () => {
    const source = fs.readFileSync(path.join(__dirname, 'travelPolicy.ts'), 'utf8')
    expect(source).not.toMatch(/^\s*import\s/m)
    expect(source).not.toMatch(/require\(/)
    const wire: HotelTravelStandard = standard('allow')
    const back: HotelStandard = wire
    expect(back.whenExceeded).toBe('allow')
  })
})
