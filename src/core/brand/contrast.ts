/** WCAG 2 contrast of sRGB hex colours, and the darker variant of a colour that reaches a ratio. */

const HEX6 = /^#([0-9a-f]{6})$/i
const HEX3 = /^#([0-9a-f]{3})$/i

function channels(hex: string): [number, number, number] {
  const short = HEX3.exec(hex)
  const full = short ? short[1].split('').map((c) => c + c).join('') : HEX6.exec(hex)?.[1]
  if (!full) throw new Error(`not a hex colour: ${hex}`)
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/** WCAG AA for body text. */
export const TEXT_CONTRAST = 4.5
/** The backgrounds brand-coloured text and white-on-brand text meet: the surface and the page grey. */
export const KIT_BACKGROUNDS: readonly string[] = ['#ffffff', '#f5f5f5']

/**
 * The colour itself when it reaches `min` against every background, else the first mix with black (in 2%
 * steps, hue kept) that does. White text on it then reaches the same ratio against white.
 */
export function accessibleVariant(hex: string, backgrounds: readonly string[] = KIT_BACKGROUNDS, min = TEXT_CONTRAST): string {
  const rgb = channels(hex)
  for (let black = 0; black <= 100; black += 2) {
    const candidate = toHex(rgb.map((c) => c * (1 - black / 100)))
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= min)) return black === 0 ? hex.toLowerCase() : candidate
  }
  return '#000000'
}
