import { observable, runInAction } from 'mobx'
import { DEFAULT_BRAND_COLORS } from '@/core/brand'
import { keepBrandOnDocument } from './documentBrand'

describe('brand colours on the H5 document', () => {
  afterEach(() => document.documentElement.removeAttribute('style'))

  it('sets the variables now and again when the brand changes, until disposed', () => {
    const state = observable({ colors: DEFAULT_BRAND_COLORS })
    const dispose = keepBrandOnDocument(() => state.colors)
    const value = () => document.documentElement.style.getPropertyValue('--ui-color-brand')
    expect(value()).toBe('#1369e0')
    runInAction(() => {
      state.colors = { ...DEFAULT_BRAND_COLORS, brand: '#fa541c' }
    })
    expect(value()).toBe('#c34216')
    dispose()
    runInAction(() => {
      state.colors = { ...DEFAULT_BRAND_COLORS, brand: '#000000' }
    })
    expect(value()).toBe('#c34216')
  })

  it('does nothing without a document (mini-programs)', () => {
    const dispose = keepBrandOnDocument(() => DEFAULT_BRAND_COLORS, null)
    expect(document.documentElement.style.getPropertyValue('--ui-color-brand')).toBe('')
    expect(typeof dispose).toBe('function')
  })
})
