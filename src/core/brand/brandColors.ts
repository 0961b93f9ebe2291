import type { BrandKey } from '../constants'

/** The colours a white-label brand gives the UI kit (src/ui/tokens.scss): `#rrggbb`. */
export type BrandColors = {
  /** Buttons, active tabs, links, selected items. */
  brand: string
  /** The second stop of brand gradients. */
  brandLight: string
  /** Pale brand backgrounds (selected chips, notices). */
  brandSoft: string
}

export const DEFAULT_BRAND_COLORS: BrandColors = { brand: '#1677ff', brandLight: '#4096ff', brandSoft: '#e6f4ff' }

/**
 * Colours per agent brand. The spec names no partner colours: every brand starts with the default ones
 * (docs/decisions/0111-ui-tokens-and-brand-colours.md); a partner's colours go in its row.
 */
export const BRAND_COLORS: Record<BrandKey, BrandColors> = {
  clgj: DEFAULT_BRAND_COLORS,
  gdzl: DEFAULT_BRAND_COLORS,
  hbzhf: DEFAULT_BRAND_COLORS,
  szth: DEFAULT_BRAND_COLORS,
  dossen: DEFAULT_BRAND_COLORS,
  digicoms: DEFAULT_BRAND_COLORS,
  xzw: DEFAULT_BRAND_COLORS,
}
