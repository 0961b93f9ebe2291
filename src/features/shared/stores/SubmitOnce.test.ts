import { SubmitOnce } from './SubmitOnce'

const make = () => {
  let n = 0
  const toast = jest.fn()
  return { toast, state: new SubmitOnce({ createReqId: () => `req-${++n}`, toast }) }
}

describe('SubmitOnce', () => {
  it('refuses bad input with its message, shown, and sends nothing', async () => {
    const { state, toast } = make()
    const send = jest.fn(async () => 'x')
    expect(await state.run('请填写出差事由', send)).toBeNull()
    expect(send).not.toHaveBeenCalled()
    expect(state.errorMessage).toBe('请填写出差事由')
    expect(toast).toHaveBeenCalledWith('请填写出差事由')
  })

  it('keeps the reqId across failures until a submit succeeds, then takes a new one', async () => {
    const { state } = make()
    const seen: string[] = []
    expect(await state.run('', async (reqId) => { seen.push(reqId); throw { Msg: '系统繁忙' } })).toBeNull()
    expect(state.errorMessage).toBe('系统繁忙')
    expect(await state.run('', async (reqId) => { seen.push(reqId); return 'A1' })).toBe('A1')
    expect(state.errorMessage).toBe('')
    expect(await state.run('', async (reqId) => { seen.push(reqId); return 'A2' })).toBe('A2')
    expect(seen).toEqual(['req-1', 'req-1', 'req-2'])
  })

  it('submits one at a time and falls back to its own message', async () => {
    const { state } = make()
    let finish: (v: string) => void = () => undefined
    const first = state.run('', () => new Promise<string>((r) => (finish = r)))
    expect(state.isSubmitting).toBe(true)
    expect(await state.run('', async () => 'second')).toBeNull()
    finish('first')
    expect(await first).toBe('first')
    expect(state.isSubmitting).toBe(false)
    expect(await state.run('', () => Promise.reject(new Error('boom')))).toBeNull()
    expect(state.errorMessage).toBe('提交失败，请重试')
  })
})
