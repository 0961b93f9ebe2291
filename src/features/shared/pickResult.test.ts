import { pickChannel } from './pickResult'

it('hands a delivered choice over once, per channel name', () => {
  const reasons = pickChannel<string>('test-reason')
  const other = pickChannel<string>('test-other')
  expect(reasons.take()).toBeUndefined()
  reasons.deliver('客户指定')
  expect(other.take()).toBeUndefined()
  expect(pickChannel<string>('test-reason').take()).toBe('客户指定')
  expect(reasons.take()).toBeUndefined()
})

it('keeps a delivered null (a cleared choice) apart from nothing delivered', () => {
  const channel = pickChannel<string | null>('test-null')
  channel.deliver(null)
  expect(channel.take()).toBeNull()
  expect(channel.take()).toBeUndefined()
})
