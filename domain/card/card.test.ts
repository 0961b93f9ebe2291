import { cardError, formatCardNo, isExpiryValid, isLuhnValid, maskCardNo, parseExpiry } from './card'

const good = { CardNo: '4111 1111 1111 1111', Expiry: '12/27', HolderName: '张三', HolderIdNo: '11010519491231002X', BankCode: 'CMB' }

describe('card guarantee', () => {
  it('Luhn', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true)
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(true)
    expect(isLuhnValid('4111111111111112')).toBe(false)
    expect(isLuhnValid('79927398713')).toBe(false) // valid Luhn but too short
    expect(isLuhnValid('5555555555554444')).toBe(true)
    expect(isLuhnValid('abcd')).toBe(false)
  })

  it('expiry: valid through its month, past months rejected', () => {
    expect(parseExpiry('13/27')).toBeNull()
    expect(parseExpiry('1/27')).toBeNull()
    expect(parseExpiry('03/28')).toEqual({ month: 3, year: 2028 })
    expect(isExpiryValid('11/26', '2026-11-30')).toBe(true)
    expect(isExpiryValid('10/26', '2026-11-01')).toBe(false)
    expect(isExpiryValid('01/27', '2026-11-22')).toBe(true)
    expect(isExpiryValid('12/25', '2026-11-22')).toBe(false)
  })

  it('masks all but the last four digits', () => {
    expect(maskCardNo('6222 0212 3456 1234')).toBe('**** **** **** 1234')
    expect(formatCardNo('4111111111111111')).toBe('4111 1111 1111 1111')
  })

  it('first problem in form order', () => {
    const today = '2026-11-22'
    expect(cardError(good, today)).toBeNull()
    expect(cardError({ ...good, BankCode: '' }, today)).toBe('请选择发卡银行')
    expect(cardError({ ...good, CardNo: '' }, today)).toBe('请输入信用卡号')
    expect(cardError({ ...good, CardNo: '4111111111111112' }, today)).toBe('信用卡号有误，请检查')
    expect(cardError({ ...good, Expiry: '2027' }, today)).toBe('请输入有效期（月/年）')
    expect(cardError({ ...good, Expiry: '10/26' }, today)).toBe('信用卡已过期')
    expect(cardError({ ...good, HolderName: ' ' }, today)).toBe('请输入持卡人姓名')
    expect(cardError({ ...good, HolderIdNo: '123' }, today)).toBe('请输入正确的证件号码')
  })
})
