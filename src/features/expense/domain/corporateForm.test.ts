import { corporateFormError } from './corporateForm'

const ok = { title: '年会场地费', costCenterId: '31001', costIds: ['1'], supplierId: '7' }

describe('corporateFormError', () => {
  it('asks for the supplier first, then the bill fields in the corporate words', () => {
    expect(corporateFormError(ok)).toBe('')
    expect(corporateFormError({ ...ok, supplierId: '', title: '' })).toBe('请选择收款供应商')
    expect(corporateFormError({ ...ok, title: ' ' })).toBe('请填写付款事由')
    expect(corporateFormError({ ...ok, costCenterId: '' })).toBe('请选择成本中心')
    expect(corporateFormError({ ...ok, costIds: [] })).toBe('请选择要报销的费用')
  })
})
