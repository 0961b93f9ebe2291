import { earlyDepartureError, earlyDepartureRange, invoiceError, nightsReturned } from './afterSale'

describe('early departure', () => {
  const base = { arrivalDate: '2026-11-22', departureDate: '2026-11-26', today: '2026-11-23', reason: '行程提前结束' }
  it('a day between arrival and departure, not before today, with a reason', () => {
    expect(earlyDepartureError({ ...base, newDeparture: '2026-11-24' })).toBeNull()
    expect(earlyDepartureError({ ...base, newDeparture: 'x' })).toBe('请选择新的离店日期')
    expect(earlyDepartureError({ ...base, newDeparture: '2026-11-22' })).toBe('离店日期须晚于入住日期')
    expect(earlyDepartureError({ ...base, newDeparture: '2026-11-26' })).toBe('新的离店日期须早于原离店日期')
    expect(earlyDepartureError({ ...base, today: '2026-11-25', newDeparture: '2026-11-24' })).toBe('离店日期不能早于今天')
    expect(earlyDepartureError({ ...base, newDeparture: '2026-11-24', reason: ' ' })).toBe('请填写提前离店原因')
  })
  it('range and nights', () => {
    expect(earlyDepartureRange('2026-11-22', '2026-11-26', '2026-11-20')).toEqual({ start: '2026-11-23', end: '2026-11-25' })
    expect(earlyDepartureRange('2026-11-22', '2026-11-26', '2026-11-24')).toEqual({ start: '2026-11-24', end: '2026-11-25' })
    expect(earlyDepartureRange('2026-11-22', '2026-11-23', '2026-11-22')).toBeNull()
    expect(nightsReturned('2026-11-24', '2026-11-26')).toBe(2)
  })
})

describe('invoice', () => {
  const base = { titleType: 'company' as const, title: '某某科技有限公司', taxNo: '91110108551385082Q', email: 'a@b.cn' }
  it('company needs a tax number; personal does not', () => {
    expect(invoiceError(base)).toBeNull()
    expect(invoiceError({ ...base, title: '' })).toBe('请填写发票抬头')
    expect(invoiceError({ ...base, taxNo: '123' })).toBe('纳税人识别号应为15、18或20位字母或数字')
    // issue 33: 18 characters of the right shape with a wrong check character
    expect(invoiceError({ ...base, taxNo: '91110000100000000X' })).toBe('纳税人识别号校验不通过，请核对')
    expect(invoiceError({ ...base, titleType: 'personal', taxNo: '' })).toBeNull()
    expect(invoiceError({ ...base, email: 'nope' })).toBe('请填写正确的邮箱')
  })
})
