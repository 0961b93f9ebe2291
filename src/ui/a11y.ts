/**
 * Accessible name and role for a Taro view, as each target reads them: `aria-label` / `role` on H5 (the
 * custom element passes them to the browser), `ariaLabel` / `ariaRole` in the WeChat and DingTalk
 * mini-programs (their screen readers read these). Spread it: `<View {...a11y('关闭', 'button')} />`.
 */
export function a11y(label: string, role?: 'button' | 'img' | 'tab' | 'link' | 'checkbox' | 'dialog' | 'status' | 'alert') {
  return {
    ariaLabel: label,
    'aria-label': label,
    ...(role ? { ariaRole: role, role } : {}),
  }
}

/** A control the keyboard reaches on H5 (mini-programs ignore tabIndex). */
export const focusable = { tabIndex: 0 } as const
