/**
 * 纳税人识别号 (decisions 0201, 0630): the 18-character unified social credit code (GB 32100-2015) with its check
 * character; a legacy 15-character tax registration number, checked where it can be (see `legacyTaxNumberValid`);
 * a 20-character number (a person's 18-character 身份证 + 2), letters and digits, taken as typed.
 * The one check every form and the server use for a tax number.
 */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
/** GB 11714-1997 organisation code: 8 characters (digits or capitals) and a check character 0-9 or X. */
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2]

export function normalizeTaxNumber(value: string): string {
  return value.replace(/\s/g, '').toUpperCase()
}

export function isUnifiedSocialCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false
  const sum = USCC_WEIGHTS.reduce((total, weight, index) => total + USCC_CHARS.indexOf(code[index]) * weight, 0)
  const check = (31 - (sum % 31)) % 31
  return code[17] === USCC_CHARS[check]
}

/** A 9-character organisation code (组织机构代码) with a right check character. */
export function isOrganizationCode(code: string): boolean {
  if (!/^[0-9A-Z]{8}[0-9X]$/.test(code)) return false
  const sum = ORG_WEIGHTS.reduce((total, weight, i) => total + (/\d/.test(code[i]) ? Number(code[i]) : code.charCodeAt(i) - 55) * weight, 0)
  const r = 11 - (sum % 11)
  return code[8] === (r === 10 ? 'X' : r === 11 ? '0' : String(r))
}

/**
 * A 15-character legacy 税务登记号: a 6-digit region code followed by the holder's 9-character organisation code,
 * whose check character is checked; or, for a 个体工商户, an old 15-digit 身份证 number (6-digit region, YYMMDD
 * birth date, 3-digit sequence; it has no check character, so its date must be a real one).
 */
export function legacyTaxNumberValid(code: string): boolean {
  if (!/^\d{6}[0-9A-Z]{8}[0-9X]$/.test(code)) return false
  if (isOrganizationCode(code.slice(6))) return true
  const m = /^\d{6}(\d{2})(\d{2})(\d{2})\d{3}$/.exec(code)
  if (!m) return false
  const [y, mo, d] = [1900 + Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

const CHECK_FAILED = '纳税人识别号校验不通过，请核对'

/** Null when valid, else the Chinese reason. */
export function taxNumberError(value: string): string | null {
  const code = normalizeTaxNumber(value)
  if (code === '') return '请填写纳税人识别号'
  if (code.length === 18) return isUnifiedSocialCreditCode(code) ? null : CHECK_FAILED
  if (code.length === 15 && /^[0-9A-Z]+$/.test(code)) return legacyTaxNumberValid(code) ? null : CHECK_FAILED
  if (code.length === 20 && /^[0-9A-Z]+$/.test(code)) return null
  return '纳税人识别号应为15、18或20位字母或数字'
}
