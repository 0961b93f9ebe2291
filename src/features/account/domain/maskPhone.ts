/** 13800000001 -> 138****0001; anything that is not 11 digits is shown as given. */
export function maskPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim()
  return /^\d{11}$/.test(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value
}
