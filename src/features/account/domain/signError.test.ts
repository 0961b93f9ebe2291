import { isSigned, signErrorText } from './signError'

describe('signErrorText', () => {
  it('tells an ended contract from one never signed', () => {
    expect(signErrorText({ EnterpriseName: '粤海会展服务有限公司', ContractEndDate: '2026-01-31', IsExpiredContract: true })).toEqual({
      title: '企业合同已到期',
      detail: '粤海会展服务有限公司的服务协议已于2026-01-31到期，暂时无法预订。请联系企业管理员或客服续约。',
    })
    expect(signErrorText({ EnterpriseName: '', ContractEndDate: '', IsExpiredContract: false }).title).toBe('企业尚未签约')
    expect(signErrorText({ EnterpriseName: 'A', ContractEndDate: '2027-06-30', IsExpiredContract: false }).title).toBe('企业签约有效')
  })
  it('is signed only with a contract that has not ended', () => {
    expect(isSigned({ ContractEndDate: '2027-06-30', IsExpiredContract: false })).toBe(true)
    expect(isSigned({ ContractEndDate: '2026-01-31', IsExpiredContract: true })).toBe(false)
    expect(isSigned({ ContractEndDate: '', IsExpiredContract: false })).toBe(false)
  })
})
