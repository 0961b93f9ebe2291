/** 138****0001 */
export const maskPhone = (phone: string): string => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone)

/** 1101**********1234: keeps the first 4 and the last 4 characters. */
export const maskIdentityNo = (value: string): string =>
  value.length > 8 ? `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}` : '*'.repeat(value.length)
