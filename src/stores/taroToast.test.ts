import Taro from '@tarojs/taro'
import { taroToast } from './taroToast'

describe('taroToast', () => {
  it('shows a toast without icon for 2000 ms', () => {
    const spy = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    taroToast('提示')
    expect(spy).toHaveBeenCalledWith({ title: '提示', icon: 'none', duration: 2000 })
    spy.mockRestore()
  })
})
