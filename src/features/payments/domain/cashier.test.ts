import { defaultMethod, formatCountdown, INSUFFICIENT_BALANCE, payConfirmText, payMethods, remainingMs, wechatPayFailureMessage } from './cashier'

describe('cashier rules', () => {
  it('counts down on the server clock and never below zero', () => {
    const deadline = '2026-12-01T12:30:00+08:00'
    const serverNow = Date.parse('2026-12-01T12:00:00+08:00')
    // The client clock is 5 minutes behind the server.
    expect(remainingMs(deadline, serverNow - 300_000, 300_000)).toBe(1_800_000)
    expect(remainingMs(deadline, serverNow + 3_600_000, 0)).toBe(0)
  })
  it('formats the countdown', () => {
    expect(formatCountdown(1_799_000)).toBe('29:59')
    expect(formatCountdown(3_723_000)).toBe('1:02:03')
    expect(formatCountdown(-5)).toBe('00:00')
    expect(formatCountdown(999)).toBe('00:00')
  })
  const info = (balance: number, patch = {}) => ({
    AmountFen: 50000,
    Enterprise: { BalanceFen: balance, IsAllowed: true, DisabledReason: '' },
    IsPersonalAllowed: true,
    ...patch,
  })
  it('enables the enterprise account when the balance covers the amount, exactly included', () => {
    expect(payMethods(info(50000))[0]).toEqual({ method: 'enterprise', isEnabled: true, disabledReason: '' })
    expect(payMethods(info(49999))[0]).toEqual({ method: 'enterprise', isEnabled: false, disabledReason: INSUFFICIENT_BALANCE })
  })
  it('shows the server reason when the enterprise account is not allowed', () => {
    const methods = payMethods(info(1e9, { Enterprise: { BalanceFen: 1e9, IsAllowed: false, DisabledReason: '因私出行不可使用企业账户' } }))
    expect(methods[0].disabledReason).toBe('因私出行不可使用企业账户')
    expect(defaultMethod(methods)).toBe('personal')
  })
  it('prefers the enterprise account, and has no default when nothing is usable', () => {
    expect(defaultMethod(payMethods(info(50000)))).toBe('enterprise')
    expect(defaultMethod(payMethods(info(0, { IsPersonalAllowed: false })))).toBeNull()
    expect(payMethods(info(0, { IsPersonalAllowed: false }))[1].disabledReason).toBe('暂不支持个人支付')
  })
  it('lists WeChat Pay only where the WeChat Pay rule allows it, as a personal payment', () => {
    expect(payMethods(info(0)).map((m) => m.method)).toEqual(['enterprise', 'personal'])
    expect(payMethods(info(0), true).map((m) => m.method)).toEqual(['enterprise', 'wechat', 'personal'])
    expect(defaultMethod(payMethods(info(0), true))).toBe('wechat')
    expect(payMethods(info(0, { IsPersonalAllowed: false }), true)[1]).toEqual({ method: 'wechat', isEnabled: false, disabledReason: '暂不支持个人支付' })
  })
  it('tells a cancelled WeChat payment from a failed one', () => {
    expect(wechatPayFailureMessage('requestPayment:fail cancel')).toBe('已取消微信支付')
    expect(wechatPayFailureMessage('get_brand_wcpay_request:cancel')).toBe('已取消微信支付')
    expect(wechatPayFailureMessage('requestPayment:fail')).toBe('微信支付未完成，请重试或更换支付方式')
  })
})

describe('payConfirmText (issue 34)', () => {
  it('names the way of paying once, never 个人支付支付', () => {
    expect(payConfirmText('personal', 76_000)).toBe('确认个人支付¥760.00？')
    expect(payConfirmText('enterprise', 100_000)).toBe('确认使用企业账户支付¥1,000.00？')
    expect(payConfirmText('wechat', 76_000)).toBe('确认使用微信支付¥760.00？')
  })
})
