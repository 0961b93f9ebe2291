import type { SyncBackend } from '@/core/storage/types'
import { HOME_KEPT_KEY, homeKeptIn } from './homeKept'

function backend(initial: Record<string, unknown> = {}): SyncBackend & { values: Record<string, unknown> } {
  const values = { ...initial }
  return {
    values,
    get: (key) => values[key],
    set: (key, value) => void (values[key] = value),
    remove: (key) => void delete values[key],
    keys: () => Object.keys(values),
  }
}

const COPY = { banners: [{ Id: 'b1', Title: '春运', ImageUrl: '/b1.png', LinkUrl: '' }], frequentlyUsed: [{ Id: 'f1', Name: '北京出差', Url: '/pages/order3.0/triplist' }] }

describe('homeKeptIn (decision 0921)', () => {
  it('gives back the copy it kept for the same member', () => {
    const store = backend()
    homeKeptIn(store, 'm1').write(COPY as never)
    expect(homeKeptIn(store, 'm1').read()).toEqual(COPY)
  })

  it("never shows another member's copy, and a new member's copy replaces the last one", () => {
    const store = backend()
    homeKeptIn(store, 'm1').write(COPY as never)
    expect(homeKeptIn(store, 'm2').read()).toBeNull()
    homeKeptIn(store, 'm2').write({ banners: [], frequentlyUsed: [] })
    expect(homeKeptIn(store, 'm1').read()).toBeNull()
    expect(Object.keys(store.values)).toEqual([HOME_KEPT_KEY])
  })

  it('keeps and reads nothing without a member', () => {
    const store = backend()
    homeKeptIn(store, '').write(COPY as never)
    expect(store.values).toEqual({})
    expect(homeKeptIn(backend({ [HOME_KEPT_KEY]: { memberId: '', ...COPY } }), '').read()).toBeNull()
  })

  it('reads a missing, malformed or unreadable value as no copy, and survives a refused write', () => {
    expect(homeKeptIn(backend(), 'm1').read()).toBeNull()
    expect(homeKeptIn(backend({ [HOME_KEPT_KEY]: '' }), 'm1').read()).toBeNull()
    expect(homeKeptIn(backend({ [HOME_KEPT_KEY]: { memberId: 'm1', banners: 'x', frequentlyUsed: [] } }), 'm1').read()).toBeNull()
    const broken: SyncBackend = { get: () => { throw new Error('no storage') }, set: () => { throw new Error('full') }, remove: () => undefined, keys: () => [] }
    expect(homeKeptIn(broken, 'm1').read()).toBeNull()
    expect(() => homeKeptIn(broken, 'm1').write(COPY as never)).not.toThrow()
  })
})
