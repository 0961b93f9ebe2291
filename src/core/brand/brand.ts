import { APP, BRAND_PLAT_IDS, sameId } from '../constants'
import type { BrandKey } from '../constants'
import { BRAND_COLORS, type BrandColors } from './brandColors'

export type Brand = {
  key: BrandKey
  /** Agent platform id; '' for the default brand (clgj). */
  platId: number | ''
  appName: string
  /** Default logo address; the platform info from the server overrides it. */
  logoUrl: string
  /** Default logo shown in bonus-points pages. */
  integralLogoUrl: string
  servicePhone: string
  /** The brand's colours, set as the UI kit's CSS variables at run time. */
  colors: BrandColors
}

/**
 * Placeholder hotline until the platform info answers with the real one (the spec gives no number).
 * See docs/decisions/0022-core-session-brand-validators.md.
 */
export const DEFAULT_SERVICE_PHONE = '400-000-0000'

/** Logo addresses are built per agent: `{assetBase}/static/brand/{key}/logo.png`. */
export function defaultLogoUrl(key: BrandKey, assetBase = ''): string {
  return `${assetBase.replace(/\/+$/, '')}/static/brand/${key}/logo.png`
}

export function defaultIntegralLogoUrl(key: BrandKey, assetBase = ''): string {
  return `${assetBase.replace(/\/+$/, '')}/static/brand/${key}/integral-logo.png`
}

function brandFor(key: BrandKey, assetBase: string): Brand {
  return {
    key,
    platId: BRAND_PLAT_IDS[key],
    appName: APP.appName,
    logoUrl: defaultLogoUrl(key, assetBase),
    integralLogoUrl: defaultIntegralLogoUrl(key, assetBase),
    servicePhone: DEFAULT_SERVICE_PHONE,
    colors: BRAND_COLORS[key],
  }
}

/** The brand key of an agent platform id; 'clgj' (the default brand) when it is none of them. */
export function brandKeyOf(agentPlatId: unknown): BrandKey {
  const keys = Object.keys(BRAND_PLAT_IDS) as BrandKey[]
  return keys.find((key) => BRAND_PLAT_IDS[key] !== '' && sameId(agentPlatId, BRAND_PLAT_IDS[key])) ?? 'clgj'
}

export const DEFAULT_BRAND: Brand = brandFor('clgj', '')

/** Static defaults of an agent platform's brand, falling back to the default brand (差旅管家). */
export function brandOf(agentPlatId: unknown, assetBase = ''): Brand {
  return brandFor(brandKeyOf(agentPlatId), assetBase)
}

/** Server platform info over the static defaults: a non-empty server value wins. */
export function mergeBrand(
  base: Brand,
  info: Partial<{ agentAppName: string; agentLogoDist: string; integralLogoUrl: string; servicePhone: string }>,
): Brand {
  return {
    ...base,
    appName: info.agentAppName || base.appName,
    logoUrl: info.agentLogoDist || base.logoUrl,
    integralLogoUrl: info.integralLogoUrl || base.integralLogoUrl,
    servicePhone: info.servicePhone || base.servicePhone,
  }
}

export const isDossenPlatform = (agentPlatId: unknown): boolean => brandKeyOf(agentPlatId) === 'dossen'
export const isDigicomsPlatform = (agentPlatId: unknown): boolean => brandKeyOf(agentPlatId) === 'digicoms'
