import { BRAND_COLORS, DEFAULT_BRAND_COLORS } from './brandColors'
import { brandCssVariables } from './brandTheme'
import { KIT_BACKGROUNDS, TEXT_CONTRAST, accessibleVariant, contrastRatio } from './contrast'

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#fff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#777777', '#fff')).toBeLessThan(4.5)
  })

  it('keeps a colour that passes, darkens one that fails until it passes on the kit backgrounds', () => {
    expect(accessibleVariant('#333333')).toBe('#333333')
    const blue = accessibleVariant('#1677ff')
    expect(blue).not.toBe('#1677ff')
    for (const bg of KIT_BACKGROUNDS) expect(contrastRatio(blue, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    // Barely darker than needed: one step lighter fails.
    expect(contrastRatio(accessibleVariant('#13c2c2'), '#f5f5f5')).toBeLessThan(5.2)
  })

  it('every white-label brand colour reaches AA as the kit uses it', () => {
    for (const colors of [DEFAULT_BRAND_COLORS, ...Object.values(BRAND_COLORS)]) {
      const vars = brandCssVariables(colors)
      for (const bg of KIT_BACKGROUNDS) {
        expect(contrastRatio(vars['--ui-color-brand'], bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
        expect(contrastRatio(vars['--ui-color-brand-light'], '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      }
      // Selected chips and tags: brand text on the brand's pale background.
      expect(contrastRatio(vars['--ui-color-brand'], vars['--ui-color-brand-soft'])).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    }
  })
})
