import { createDefaultStorage, taroBackend } from './taroStorage'

describe('Taro storage backend (H5 test environment)', () => {
  it('round-trips values through Taro storage', () => {
    taroBackend.set('probe', { a: 1 })
    expect(taroBackend.get('probe')).toEqual({ a: 1 })
    expect(taroBackend.keys()).toContain('probe')
    taroBackend.remove('probe')
    expect(taroBackend.get('probe')).toBeFalsy()
  })

  it('the default storage reads and writes small values synchronously', () => {
    const storage = createDefaultStorage()
    storage.set('settings', { isLogin: false })
    expect(storage.get('settings')).toEqual({ isLogin: false })
    storage.remove('settings')
  })
})
