import { CONFIRM_THROTTLE_MS, throttle } from './throttle'

describe('throttle', () => {
  it('confirm is throttled at 300 ms', () => {
    expect(CONFIRM_THROTTLE_MS).toBe(300)
  })

  it('runs the first call and drops calls within the window', () => {
    let time = 1000
    const calls: number[] = []
    const confirm = throttle((n: number) => calls.push(n), 300, () => time)
    expect(confirm(1)).toBe(true)
    time += 299
    expect(confirm(2)).toBe(false)
    time += 1
    expect(confirm(3)).toBe(true)
    time += 100
    expect(confirm(4)).toBe(false)
    expect(calls).toEqual([1, 3])
  })
})
