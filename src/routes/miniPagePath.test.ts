import { builtPagePath, miniPagePath } from './miniPagePath'

describe('miniPagePath', () => {
  it('renames a page file with a dot, never its folders', () => {
    expect(miniPagePath('/pages/common2.0/facialVerification/index3.0')).toBe('/pages/common2.0/facialVerification/index3_0')
    expect(miniPagePath('index2.0')).toBe('index2_0')
    expect(miniPagePath('pages/index2.0/index')).toBe('pages/index2.0/index')
    expect(miniPagePath('/pages/product3.0/hotel/list/list')).toBe('/pages/product3.0/hotel/list/list')
  })

  it('applies to the mini-program builds only', () => {
    const path = '/pages/common2.0/facialVerification/index3.0'
    expect(builtPagePath(path, 'h5')).toBe(path)
    expect(builtPagePath(path, undefined)).toBe(path)
    expect(builtPagePath(path, 'weapp')).toBe('/pages/common2.0/facialVerification/index3_0')
    expect(builtPagePath(path, 'dd')).toBe('/pages/common2.0/facialVerification/index3_0')
  })
})
