import { IdempotentAction } from './IdempotentAction'

it('keeps the reqId across failed retries, a new one after success, and the error message', async () => {
  let ids = 0
  const action = new IdempotentAction<string>(() => `r${++ids}`)
  const seen: string[] = []
  expect(await action.run(async (reqId) => (seen.push(reqId), Promise.reject({ Msg: '已超过免费取消时间' })))).toBeNull()
  expect(action.errorMessage).toBe('已超过免费取消时间')
  expect(await action.run(async (reqId) => (seen.push(reqId), 'ok'))).toBe('ok')
  expect(action.result).toBe('ok')
  expect(action.errorMessage).toBe('')
  await action.run(async (reqId) => (seen.push(reqId), 'again'))
  expect(seen).toEqual(['r1', 'r1', 'r2'])
})

it('ignores a second run while one is in flight', async () => {
  const action = new IdempotentAction<number>(() => 'r')
  let release: (value: number) => void = () => undefined
  const first = action.run(() => new Promise((resolve) => (release = resolve)))
  expect(await action.run(async () => 2)).toBeNull()
  release(1)
  expect(await first).toBe(1)
})
