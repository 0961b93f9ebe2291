import { needsOverReason, nextStepAfterCreate, orderFormError, type OrderFormInput } from './orderForm'

const base: OrderFormInput = {
  rooms: [[{ name: '张三', phone: '', memberId: '' }]],
  contact: { name: '张三', phone: '13800000001', email: '' },
  check: { status: 'within', action: 'allow', capFen: 40000, rule: '', cheapestCompliant: null },
  isPrivate: false,
  overReason: '',
  costCenterName: '',
  needsCard: false,
  card: null,
  today: '2026-11-22',
}
const card = { CardNo: '4111111111111111', Expiry: '12/27', HolderName: '张三', HolderIdNo: '11010519491231002X', BankCode: 'CMB' }

describe('order form', () => {
  it('passes when complete', () => expect(orderFormError(base)).toBeNull())
  it('block is refused, unless private travel', () => {
    const blocked = { ...base, check: { status: 'over' as const, action: 'block' as const, capFen: 1, rule: '', cheapestCompliant: null } }
    expect(orderFormError(blocked)).toBe('该房型超出差旅标准，不可预订')
    expect(orderFormError({ ...blocked, isPrivate: true })).toBeNull()
  })
  it('contact', () => {
    expect(orderFormError({ ...base, contact: { ...base.contact, name: '' } })).toBe('请填写联系人姓名')
    expect(orderFormError({ ...base, contact: { ...base.contact, phone: '2380000000' } })).toBe('请填写正确的联系人手机号')
  })
  it('reason needed when over and the rule asks a reason or approval', () => {
    const over = { ...base, check: { status: 'over' as const, action: 'requireReason' as const, capFen: 1, rule: '', cheapestCompliant: null } }
    expect(orderFormError(over)).toBe('请选择或填写超标原因')
    expect(orderFormError({ ...over, overReason: '协议酒店无房' })).toBeNull()
    expect(needsOverReason({ status: 'over', action: 'requireApproval', capFen: 1, rule: '', cheapestCompliant: null }, false)).toBe(true)
    expect(needsOverReason({ status: 'over', action: 'allow', capFen: 1, rule: '', cheapestCompliant: null }, false)).toBe(false)
    expect(needsOverReason({ status: 'over', action: 'requireReason', capFen: 1, rule: '', cheapestCompliant: null }, true)).toBe(false)
  })
  it('card when the rate needs a guarantee', () => {
    expect(orderFormError({ ...base, needsCard: true })).toBe('该房型需信用卡担保，请填写信用卡')
    expect(orderFormError({ ...base, needsCard: true, card: { ...card, Expiry: '01/20' } })).toBe('信用卡已过期')
    expect(orderFormError({ ...base, needsCard: true, card })).toBeNull()
  })
  it('finance variant needs a cost centre', () => {
    expect(orderFormError({ ...base, requireCostCenter: true })).toBe('请填写成本中心')
    expect(orderFormError({ ...base, requireCostCenter: true, costCenterName: '研发中心' })).toBeNull()
  })
  it('guests first', () => expect(orderFormError({ ...base, rooms: [[{ name: '', phone: '', memberId: '' }]] })).toBe('请填写第1间房的入住人'))
  it('next step: approval -> detail, else pay when there is an amount', () => {
    expect(nextStepAfterCreate({ OrderNo: 'H1', NeedApproval: true, PayAmountFen: 100 })).toEqual({ kind: 'detail', orderNo: 'H1' })
    expect(nextStepAfterCreate({ OrderNo: 'H1', NeedApproval: false, PayAmountFen: 100 })).toEqual({ kind: 'pay', orderNo: 'H1' })
    expect(nextStepAfterCreate({ OrderNo: 'H1', NeedApproval: false, PayAmountFen: 0 })).toEqual({ kind: 'detail', orderNo: 'H1' })
  })
})
