import { SaveState } from './SaveState'

describe('SaveState', () => {
  it('refuses bad input with its message and sends nothing', async () => {
    const state = new SaveState()
    const task = jest.fn(async () => undefined)
    expect(await state.run('请输入收件人', task)).toBe(false)
    expect(state.errorMessage).toBe('请输入收件人')
    expect(task).not.toHaveBeenCalled()
  })

  it("shows the server's message, or the fallback, and saves one at a time", async () => {
    const state = new SaveState('保存失败')
    let finish: () => void = () => undefined
    const first = state.run(null, () => new Promise<void>((r) => (finish = r)))
    expect(state.isSaving).toBe(true)
    expect(await state.run(null, async () => undefined)).toBe(false)
    finish()
    expect(await first).toBe(true)
    expect(await state.run('', () => Promise.reject({ Msg: '地址过长' }))).toBe(false)
    expect(state.errorMessage).toBe('地址过长')
    expect(await state.run('', () => Promise.reject(new Error('x')))).toBe(false)
    expect(state.errorMessage).toBe('保存失败')
    state.clearError()
    expect(state.errorMessage).toBe('')
  })
})
