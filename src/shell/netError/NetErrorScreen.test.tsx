import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { testRoot, withStores } from '@test/shell/stores'
import NetErrorScreen from './NetErrorScreen'

beforeAll(initPxTransform)
afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

async function mount(networkType: string, stackLength: number) {
  jest.spyOn(Taro, 'getNetworkType').mockResolvedValue({ networkType } as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(new Array(stackLength).fill({}) as never)
  const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
  const root = testRoot()
  const toast = jest.spyOn(root.ui, 'toast')
  const t = new TestUtils()
  await t.mount(withStores(root, NetErrorScreen), { props: { routeId: 'components/netError', query: {} } })
  const reload = async () => {
    t.fireEvent.click(document.querySelector('.net-error__reload')!)
    for (let i = 0; i < 5; i++) await t.act(async () => void (await Promise.resolve()))
  }
  return { navigateBack, reLaunch, toast, reload }
}

describe('NetErrorScreen', () => {
  it('explains the problem and offers 重新加载', async () => {
    await mount('none', 2)
    expect(document.querySelector('.net-error__title')!.textContent).toBe('网络异常')
    expect(document.querySelector('.net-error__reload')!.textContent).toContain('重新加载')
  })

  it('stays with a toast while still offline', async () => {
    const { reload, toast, navigateBack } = await mount('none', 2)
    await reload()
    expect(toast).toHaveBeenCalledWith('网络仍未连接，请检查网络设置')
    expect(navigateBack).not.toHaveBeenCalled()
  })

  it('goes back once online', async () => {
    const { reload, navigateBack } = await mount('wifi', 2)
    await reload()
    expect(navigateBack).toHaveBeenCalled()
  })

  it('restarts from the entry when nothing is behind it', async () => {
    const { reload, reLaunch } = await mount('4g', 1)
    await reload()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/entry/index' })
  })
})
