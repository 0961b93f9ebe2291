import { isUnifiedSocialCreditCode, normalizeTaxNumber, taxNumberError } from './taxNumber'

describe('taxNumberError', () => {
  it.each([
    ['91350100M000100Y43', null],
    ['91110108551385082Q', null],
    [' 9111 0108 5513 8508 2q ', null],
    ['91350100M000100Y44', '纳税人识别号校验不通过，请核对'],
    ['91350100M000100I43', '纳税人识别号校验不通过，请核对'],
    ['110108551385082', null],
    // issue 33: a made-up code saved by the supplier form; its check character is R
    ['91110000100000000X', '纳税人识别号校验不通过，请核对'],
    ['91110000100000000R', null],
    // 15 characters: 6-digit region + 9-character organisation code (GB 11714 check character)
    ['110108551385083', '纳税人识别号校验不通过，请核对'],
    ['31011513220518X', null],
    ['310115132205024', null],
    ['31011513220502Y', '纳税人识别号校验不通过，请核对'],
    // a 个体户's old 15-digit 身份证 (no check character) with a real birth date passes; a false date does not
    ['110105491231002', null],
    ['110105491331002', '纳税人识别号校验不通过，请核对'],
    ['11010855138508212345', null],
    ['', '请填写纳税人识别号'],
    ['1234', '纳税人识别号应为15、18或20位字母或数字'],
    ['11010855138508-', '纳税人识别号应为15、18或20位字母或数字'],
  ])('%s -> %s', (value, expected) => expect(taxNumberError(value)).toBe(expected))
})

describe('isUnifiedSocialCreditCode', () => {
  it('checks the check character', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y43')).toBe(true)
    expect(isUnifiedSocialCreditCode('91350100M000100Y4')).toBe(false)
  })
  it('normalizes spaces and case', () => expect(normalizeTaxNumber(' 91350100m000100y43 ')).toBe('91350100M000100Y43'))
})
