/** 13800000001 -> 138****0001; anything that is not 11 digits is shown as given. */
export function maskPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim()
  return /^\d{11}$/.test(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value
}

/** lina@xinghe.cn -> l***@xinghe.cn; an empty or malformed address shows nothing of its name. */
export function maskEmail(email: string | null | undefined): string {
  const value = (email ?? '').trim()
  const at = value.lastIndexOf('@')
  if (at < 1) return value === '' ? '' : '***'
  return `${value[0]}***${value.slice(at)}`
}

/** A bank account for someone who only needs to recognise it: `**** 1234`, the last four digits. */
export const maskBankAccount = (no: string): string => (no.length <= 4 ? no : `**** ${no.slice(-4)}`)
