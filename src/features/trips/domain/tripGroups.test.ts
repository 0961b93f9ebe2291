import { groupTrips } from './tripGroups'

const NOW = Date.parse('2026-05-30T04:00:00Z') // 12:00 in Shanghai
const trip = (id: string, StartTime: string, EndTime?: string) => ({ id, StartTime, EndTime })
const ids = (groups: { trips: { id: string }[] }[]) => groups.map((g) => g.trips.map((t) => t.id))

describe('groupTrips', () => {
  it('puts upcoming days first, soonest first, and past days latest first', () => {
    const result = groupTrips(
      [
        trip('past-old', '2026-05-01T01:00:00Z'),
        trip('tomorrow', '2026-05-31T02:00:00Z'),
        trip('past-new', '2026-05-28T01:00:00Z'),
        trip('today-late', '2026-05-30T10:00:00Z'),
        trip('today-early', '2026-05-30T00:30:00Z'),
      ],
      NOW,
    )
    expect(result.upcoming.map((g) => g.label)).toEqual(['今天', '明天'])
    expect(ids(result.upcoming)).toEqual([['today-early', 'today-late'], ['tomorrow']])
    expect(ids(result.past)).toEqual([['past-new'], ['past-old']])
  })

  it('keeps a trip that started earlier but ends today or later as upcoming', () => {
    const result = groupTrips([trip('stay', '2026-05-28', '2026-05-31')], NOW)
    expect(result.upcoming[0]).toMatchObject({ date: '2026-05-28', label: '5月28日 周四' })
    expect(result.past).toEqual([])
  })

  it('uses the Shanghai day, not the UTC day', () => {
    const result = groupTrips([trip('late-night', '2026-05-29T16:30:00Z')], NOW) // 00:30 on the 30th in Shanghai
    expect(result.upcoming[0].label).toBe('今天')
  })

  it('gives empty lists for no trips', () => expect(groupTrips([], NOW)).toEqual({ upcoming: [], past: [] }))
})
