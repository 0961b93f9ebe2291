import { zonedInstant, zonedWallClock } from './zonedTime'

describe('wall clocks of IANA zones, daylight saving included', () => {
  it('reads London in summer (BST, UTC+1) and winter (GMT)', () => {
    expect(zonedWallClock(new Date('2026-07-15T12:00:00Z'), 'Europe/London')).toBe('2026-07-15 13:00')
    expect(zonedWallClock(new Date('2026-01-15T12:00:00Z'), 'Europe/London')).toBe('2026-01-15 12:00')
  })

  it('reads New York, Paris and Sydney on both sides of the year', () => {
    expect(zonedWallClock(new Date('2026-07-15T12:00:00Z'), 'America/New_York')).toBe('2026-07-15 08:00')
    expect(zonedWallClock(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe('2026-01-15 07:00')
    expect(zonedWallClock(new Date('2026-07-15T12:00:00Z'), 'Europe/Paris')).toBe('2026-07-15 14:00')
    expect(zonedWallClock(new Date('2026-01-15T12:00:00Z'), 'Australia/Sydney')).toBe('2026-01-15 23:00')
    expect(zonedWallClock(new Date('2026-07-15T12:00:00Z'), 'Australia/Sydney')).toBe('2026-07-15 22:00')
  })

  it('turns at the exact instants of the 2026 London changes (29 March and 25 October, 01:00 UTC)', () => {
    expect(zonedWallClock(new Date('2026-03-29T00:59:00Z'), 'Europe/London')).toBe('2026-03-29 00:59')
    expect(zonedWallClock(new Date('2026-03-29T01:00:00Z'), 'Europe/London')).toBe('2026-03-29 02:00')
    expect(zonedWallClock(new Date('2026-10-25T00:59:00Z'), 'Europe/London')).toBe('2026-10-25 01:59')
    expect(zonedWallClock(new Date('2026-10-25T01:00:00Z'), 'Europe/London')).toBe('2026-10-25 01:00')
  })

  it('finds the instant of a local wall clock', () => {
    expect(zonedInstant('2026-07-15', 13 * 60, 'Europe/London').toISOString()).toBe('2026-07-15T12:00:00.000Z')
    expect(zonedInstant('2026-01-15', 13 * 60, 'Europe/London').toISOString()).toBe('2026-01-15T13:00:00.000Z')
    expect(zonedInstant('2026-07-15', 8 * 60 + 30, 'Asia/Shanghai').toISOString()).toBe('2026-07-15T00:30:00.000Z')
    expect(zonedInstant('2026-01-15', 9 * 60, 'Australia/Sydney').toISOString()).toBe('2026-01-14T22:00:00.000Z')
  })

  it('a wall clock skipped by spring-forward is read with the offset before it (01:30 on 29 March 2026 in London is 02:30 BST)', () => {
    expect(zonedInstant('2026-03-29', 60 + 30, 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(zonedWallClock(zonedInstant('2026-03-29', 60 + 30, 'Europe/London'), 'Europe/London')).toBe('2026-03-29 02:30')
  })

  it('a wall clock repeated by fall-back is its first occurrence (01:30 on 25 October 2026 in London is 00:30 UTC)', () => {
    expect(zonedInstant('2026-10-25', 60 + 30, 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z')
  })

  it('minutes past 24:00 roll into the next day', () => {
    expect(zonedInstant('2026-07-15', 24 * 60 + 10, 'Asia/Shanghai').toISOString()).toBe('2026-07-15T16:10:00.000Z')
  })
})
