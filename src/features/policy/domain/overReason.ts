export const OVER_REASON_MAX = 100

/** The reason to hand back: a listed one as is, one's own words trimmed; '' when nothing usable was given. */
export function chosenReason(listed: readonly string[], picked: string, other: string): string {
  if (picked && listed.includes(picked)) return picked
  const own = other.trim()
  return own.length > 0 && own.length <= OVER_REASON_MAX ? own : ''
}

/** What the 其他原因 field starts with: the current reason when it is not one of the listed ones. */
export function initialOther(listed: readonly string[], current: string): string {
  return current && !listed.includes(current) ? current : ''
}
