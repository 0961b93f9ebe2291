import { autorun } from 'mobx'
import { DocumentStore } from './DocumentStore'

describe('DocumentStore', () => {
  it('loads once per fetch, exposes the data observably and keeps it on a failed refresh', async () => {
    let attempt = 0
    const store = new DocumentStore(async () => {
      if (++attempt === 2) throw { Msg: '订单未确认' }
      return { no: attempt }
    })
    const seen: unknown[] = []
    const stop = autorun(() => seen.push(store.data))
    await store.fetch()
    expect(store.data).toEqual({ no: 1 })
    await store.fetch()
    expect(store.data).toEqual({ no: 1 })
    expect(store.load.errorMessage).toBe('订单未确认')
    expect(seen).toEqual([null, { no: 1 }])
    stop()
  })
})
