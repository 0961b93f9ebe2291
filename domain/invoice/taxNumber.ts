/**
 * 纳税人识别号 of an invoice title (decision 0201): the 18-character unified social credit code (GB 32100-2015)
 * with its check character, or a legacy 15- or 20-character tax registration number (letters and digits).
 */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

export function normalizeTaxNumber(value: string): string {
  return value.replace(/\s/g, '').toUpperCase()
}

export function isUnifiedSocialCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false
  const sum = USCC_WEIGHTS.reduce((total, weight, index) => total + USCC_CHARS.indexOf(code[index]) * weight, 0)
  const check = (31 - (sum % 31)) % 31
  return code[17] === USCC_CHARS[check]
}

/** Null when valid, else the Chinese reason. */
export function taxNumberError(value: string): string | null {
  const code = normalizeTaxNumber(value)
  if (code === '') return '请填写纳税人识别号'
  if (code.length === 18) return isUnifiedSocialCreditCode(code) ? null : '纳税人识别号校验不通过，请核对'
  if ((code.length === 15 || code.length === 20) && /^[0-9A-Z]+$/.test(code)) return null
  return '纳税人识别号应为15、18或20位字母或数字'
}
