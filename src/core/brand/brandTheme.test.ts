import { brandOf, mergeBrand } from './brand'
import { BRAND_COLORS, DEFAULT_BRAND_COLORS } from './brandColors'
import { applyBrandVariables, brandCssVariables, brandStyleText } from './brandTheme'

const teal = { brand: '#13C2C2', brandLight: '#36cfc9', brandSoft: '#e6fffb' }

describe('brand theme', () => {
  it('every brand has colours; the default brand keeps the colour the screens used', () => {
    expect(brandOf(1020).colors).toEqual({ brand: '#1677ff', brandLight: '#4096ff', brandSoft: '#e6f4ff' })
    for (const [key, colors] of Object.entries(BRAND_COLORS)) {
      expect(Object.keys(brandCssVariables(colors))).toHaveLength(3)
      expect(key).toMatch(/^[a-z]+$/)
    }
  })

  it('server values do not drop the colours', () => {
    expect(mergeBrand(brandOf(1004), { agentAppName: '东呈' }).colors).toBe(BRAND_COLORS.dossen)
  })

  it('maps colours to the kit variables, lower-cased, text colours darkened to AA', () => {
    expect(brandCssVariables(teal)).toEqual({
      '--ui-color-brand': '#0c7c7c',
      '--ui-color-brand-light': '#21807d',
      '--ui-color-brand-soft': '#e6fffb',
    })
  })

  it('leaves out a value that is not a hex colour, so the fallback shows', () => {
    const vars = brandCssVariables({ ...DEFAULT_BRAND_COLORS, brand: 'red; background: url(x)' })
    expect(vars['--ui-color-brand']).toBeUndefined()
    expect(vars['--ui-color-brand-soft']).toBe('#e6f4ff')
  })

  it('an inline style string for mini-program page wrappers', () => {
    expect(brandStyleText(teal)).toBe('--ui-color-brand: #0c7c7c; --ui-color-brand-light: #21807d; --ui-color-brand-soft: #e6fffb')
  })

  it('sets the variables on an element', () => {
    const element = document.createElement('div')
    applyBrandVariables(element, teal)
    expect(element.style.getPropertyValue('--ui-color-brand')).toBe('#0c7c7c')
    expect(element.style.getPropertyValue('--ui-color-brand-soft')).toBe('#e6fffb')
  })
})
