import type { BrandColors } from './brandColors'
import { KIT_BACKGROUNDS, accessibleVariant } from './contrast'

/** The CSS custom properties of src/ui/tokens.scss a brand sets. */
export const BRAND_CSS_VARIABLES = {
  brand: '--ui-color-brand',
  brandLight: '--ui-color-brand-light',
  brandSoft: '--ui-color-brand-soft',
} as const satisfies Record<keyof BrandColors, `--${string}`>

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/**
 * Brand and its light stop carry text (and white text sits on them): a brand colour that fails AA gets its darker
 * variant. Brand text also sits on the brand's own pale background (selected chips, tags), so that counts too.
 */
function backgroundsOf(key: keyof BrandColors, colors: BrandColors): readonly string[] | null {
  if (key === 'brandSoft') return null
  if (key === 'brandLight') return ['#ffffff']
  return HEX_COLOR.test(colors.brandSoft) ? [...KIT_BACKGROUNDS, colors.brandSoft] : KIT_BACKGROUNDS
}

/**
 * `{ '--ui-color-brand': '#0f63d6', ... }`: a value that is not a hex colour is left out (the token's fallback
 * shows); brand and brandLight are darkened where needed to reach 4.5:1 (WCAG AA), keeping their hue.
 */
export function brandCssVariables(colors: BrandColors): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(BRAND_CSS_VARIABLES) as (keyof BrandColors)[]) {
    if (!HEX_COLOR.test(colors[key])) continue
    const backgrounds = backgroundsOf(key, colors)
    out[BRAND_CSS_VARIABLES[key]] = backgrounds ? accessibleVariant(colors[key], backgrounds) : colors[key].toLowerCase()
  }
  return out
}

/** The same as an inline style string, for a mini-program page wrapper's `style`. */
export function brandStyleText(colors: BrandColors): string {
  return Object.entries(brandCssVariables(colors))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ')
}

/** H5: sets the variables on an element (the document root), so every page and overlay inherits them. */
export function applyBrandVariables(target: { style: { setProperty(name: string, value: string): void } }, colors: BrandColors): void {
  for (const [name, value] of Object.entries(brandCssVariables(colors))) target.style.setProperty(name, value)
}
