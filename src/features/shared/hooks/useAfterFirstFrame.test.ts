import Taro from '@tarojs/taro'
import { afterNextFrame } from './useAfterFirstFrame'

type Host = { requestAnimationFrame?: (callback: () => void) => number; cancelAnimationFrame?: (id: number) => void }
const host = globalThis as Host
const saved = { raf: host.requestAnimationFrame, caf: host.cancelAnimationFrame }

afterEach(() => {
  host.requestAnimationFrame = saved.raf
  host.cancelAnimationFrame = saved.caf
  jest.restoreAllMocks()
})

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('afterNextFrame (decision 0921)', () => {
  it('H5: runs after the frame callback, on the task after it (the paint), not before', async () => {
    const frames: (() => void)[] = []
    host.requestAnimationFrame = (callback) => frames.push(callback)
    const run = jest.fn()
    afterNextFrame(run)
    await nextTask()
    expect(run).not.toHaveBeenCalled() // no frame yet
    frames.splice(0).forEach((frame) => frame())
    expect(run).not.toHaveBeenCalled() // the frame callback runs before the paint
    await nextTask()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('cancelled before the frame, it never runs', async () => {
    const frames: (() => void)[] = []
    host.requestAnimationFrame = (callback) => frames.push(callback)
    host.cancelAnimationFrame = jest.fn()
    const run = jest.fn()
    const cancel = afterNextFrame(run)
    cancel()
    expect(host.cancelAnimationFrame).toHaveBeenCalledWith(1)
    frames.splice(0).forEach((frame) => frame())
    await nextTask()
    expect(run).not.toHaveBeenCalled()
  })

  it('mini-programs (no requestAnimationFrame): Taro.nextTick, and a cancel still holds', () => {
    host.requestAnimationFrame = undefined
    const ticks: (() => void)[] = []
    jest.spyOn(Taro, 'nextTick').mockImplementation((callback: () => void) => void ticks.push(callback))
    const run = jest.fn()
    afterNextFrame(run)
    expect(run).not.toHaveBeenCalled()
    ticks.splice(0).forEach((tick) => tick())
    expect(run).toHaveBeenCalledTimes(1)
    const other = jest.fn()
    afterNextFrame(other)()
    ticks.splice(0).forEach((tick) => tick())
    expect(other).not.toHaveBeenCalled()
  })
})
