import { memoryStorage } from '@test/stores/fakes'
import { syncKeptStorage } from './OfflineStore'
import { Outbox, type OutboxItem } from './Outbox'

const offline = { Code: '-1', Msg: '网络异常', isNetworkError: true }

function setup(storage = memoryStorage()) {
  let n = 0
  const outbox = new Outbox({ storage: syncKeptStorage(storage), memberKey: () => 'M1', createReqId: () => `R${(n += 1)}` })
  return { outbox, storage }
}

describe('Outbox', () => {
  it('keeps a write across a reload and sends it once, with the reqId it was queued with', async () => {
    const storage = memoryStorage()
    await setup(storage).outbox.enqueue('cost', { amount: 3500 })
    const { outbox } = setup(storage)
    const sent: Array<{ reqId: string; payload: unknown }> = []
    outbox.register<{ amount: number }>('cost', async (item) => void sent.push({ reqId: item.reqId, payload: item.payload }))
    await outbox.flush()
    await outbox.flush()
    expect(sent).toEqual([{ reqId: 'R1', payload: { amount: 3500 } }])
    expect(outbox.items).toEqual([])
    expect(outbox.sentCount).toBe(1)
  })

  it('stays waiting while there is no network, keeping what it got done', async () => {
    const { outbox, storage } = setup()
    await outbox.enqueue('cost', { photos: ['p1', 'p2'], uploaded: [] as string[] })
    outbox.register<{ photos: string[]; uploaded: string[] }>('cost', async (_item, save) => {
      await save({ photos: ['p2'], uploaded: ['u1'] })
      throw offline
    })
    await outbox.flush()
    expect(outbox.items[0]).toMatchObject({ state: 'waiting', payload: { photos: ['p2'], uploaded: ['u1'] } })
    expect((storage.data.get('outbox:M1') as OutboxItem[])[0].payload).toEqual({ photos: ['p2'], uploaded: ['u1'] })
  })

  it('shows a refusal as a conflict with the server message, kept until retried or dropped', async () => {
    const { outbox } = setup()
    await outbox.enqueue('cost', {})
    let refuse = true
    outbox.register('cost', async () => {
      if (refuse) throw { Code: '4001', Msg: '费用类型已停用' }
    })
    await outbox.flush()
    expect(outbox.items[0]).toMatchObject({ state: 'conflict', message: '费用类型已停用' })
    refuse = false
    await outbox.retry(outbox.items[0].id)
    expect(outbox.items).toEqual([])
  })

  it('leaves kinds without a sender waiting', async () => {
    const { outbox } = setup()
    await outbox.enqueue('takeout', {})
    await outbox.flush()
    expect(outbox.items[0].state).toBe('waiting')
    await outbox.discard(outbox.items[0].id)
    expect(outbox.items).toEqual([])
  })
})
