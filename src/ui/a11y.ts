/**
 * Accessible name and role for a Taro view, as each target reads them: `aria-label` / `role` on H5 (the
 * custom element passes them to the browser), `ariaLabel` / `ariaRole` in the WeChat and DingTalk
 * mini-programs (their screen readers read these). Spread it: `<View {...a11y('关闭', 'button')} />`.
 */
export function a11y(label: string, role?: A11yRole) {
  return {
    ariaLabel: label,
    'aria-label': label,
    ...(role ? { ...miniProgramRole(role), role } : {}),
  }
}

type A11yRole = 'button' | 'img' | 'tab' | 'tablist' | 'link' | 'checkbox' | 'dialog' | 'status' | 'alert'

/**
 * `ariaRole` for the mini-programs' screen readers. Not on H5: Taro writes it there as an `aria-role`
 * attribute, which is no ARIA attribute (axe's aria-valid-attr); H5 reads `role`.
 */
export function miniProgramRole(role: A11yRole, target: string | undefined = process.env.TARO_ENV): { ariaRole?: A11yRole } {
  return target === 'h5' ? {} : { ariaRole: role }
}

/** A control the keyboard reaches on H5 (mini-programs ignore tabIndex). */
export const focusable = { tabIndex: 0 } as const

/**
 * The text alternative of an `<Image>`: `alt` on the inner `<img>` on H5 (Taro passes it through
 * `nativeProps`; an `alt` prop on the element itself would stay on the custom element), `ariaLabel` in the
 * mini-programs. `''` marks a picture as decoration whose meaning the text beside it already gives.
 */
export function imageAlt(text: string, target: string | undefined = process.env.TARO_ENV): { nativeProps?: { alt: string }; ariaLabel?: string } {
  if (target === 'h5') return { nativeProps: { alt: text } }
  return text ? { ariaLabel: text } : {}
}

/**
 * The name of a Taro form control whose visible label is a separate text (Switch, Input): `aria-label` on the
 * native element inside on H5 (through `nativeProps`), `ariaLabel` in the mini-programs.
 */
export function controlLabel(label: string, target: string | undefined = process.env.TARO_ENV): { nativeProps?: { 'aria-label': string }; ariaLabel?: string } {
  return target === 'h5' ? { nativeProps: { 'aria-label': label } } : { ariaLabel: label }
}
