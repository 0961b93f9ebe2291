import type { MileageDetail, MileagePoint } from '@api/mileage'
import type { MileageApi } from '../api/mileageApi'
import { MileageRecordStore } from './MileageRecordStore'

const T0 = 1_700_000_000_000
const pt = (i: number, dLon: number): MileagePoint => ({ Lon: 121.47 + dLon, Lat: 31.23, At: T0 + i * 60_000 })
const record = (track: MileagePoint[]): MileageDetail => ({
  MileageId: '7', Status: 'recording', StatusText: '记录中', Purpose: '', StartName: '公司', EndName: '', StartedAt: '2026-12-01T09:00:00+08:00', FinishedAt: null,
  DistanceM: 0, AllowancePerKmFen: 80, AmountFen: 0, CostId: '', Track: track,
})

function setup(positions: (MileagePoint | null)[], update: MileageApi['update']) {
  const toasts: string[] = []
  const api = {
    setting: async () => ({ AllowancePerKmFen: 80, NeedTravelBusiness: false, SampleSeconds: 10 }),
    current: async () => ({ Record: record([pt(0, 0)]) }),
    update,
  } as unknown as MileageApi
  let i = 0
  const store = new MileageRecordStore(api, async () => positions[i++] ?? null, () => 'req-1', (m) => toasts.push(m))
  return { store, toasts }
}

describe('MileageRecordStore', () => {
  it('keeps positions that failed to send and sends them with the next sample; the distance follows the track', async () => {
    let fail = true
    const sent: MileagePoint[][] = []
    const { store } = setup([pt(1, 0.01), pt(2, 0.02)], async (body) => {
      if (fail) throw new Error('offline')
      sent.push(body.Points)
      return { MileageId: '7', DistanceM: 1_900, Status: 'recording' }
    })
    await store.open()
    await store.sample()
    expect(store.pending).toHaveLength(1)
    expect(store.metres).toBeGreaterThan(940)
    fail = false
    await store.sample()
    expect(sent).toEqual([[pt(1, 0.01), pt(2, 0.02)]])
    expect(store.pending).toHaveLength(0)
    expect(store.track).toHaveLength(3)
    expect(store.metres).toBeGreaterThan(1_880)
  })

  it('finishes with the last position and answers the trip; a failure keeps it recording with a message', async () => {
    let fail = true
    const { store, toasts } = setup([pt(1, 0.01), null], async (body) => {
      if (fail) throw new Error('offline')
      return { MileageId: '7', DistanceM: 950, Status: body.Finish ? 'finished' : 'recording' }
    })
    await store.open()
    expect(await store.finish()).toBeNull()
    expect(toasts).toEqual(['结束行程失败，请重试'])
    expect(store.record?.MileageId).toBe('7')
    fail = false
    expect(await store.finish()).toBe('7')
    expect(store.record).toBeNull()
  })
})
