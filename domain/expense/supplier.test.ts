import { supplierProblem, type SupplierFields } from './supplier'

const ok: SupplierFields = { Name: '上海锦程会务服务有限公司', TaxNo: '91310115MA1H7XK23W', BankName: '招商银行', AccountNo: '121909876510801', ContactName: '王敏', ContactPhone: '13916880001' }

describe('supplierProblem', () => {
  it('accepts a complete supplier, and one without tax number or phone', () => {
    expect(supplierProblem(ok)).toBe('')
    expect(supplierProblem({ ...ok, TaxNo: '', ContactPhone: '' })).toBe('')
    expect(supplierProblem({ ...ok, ContactPhone: '010-62881234' })).toBe('')
    expect(supplierProblem({ ...ok, TaxNo: '91310115ma1h7xk23w' })).toBe('')
  })

  it('names the first problem', () => {
    expect(supplierProblem({ ...ok, Name: '  ' })).toBe('请填写供应商名称')
    expect(supplierProblem({ ...ok, TaxNo: '9131011' })).toBe('纳税人识别号应为15、18或20位字母或数字')
    expect(supplierProblem({ ...ok, TaxNo: '91310115MA1H7XK23O' })).toBe('纳税人识别号校验不通过，请核对')
    // issue 33: the check character was skipped (its check character is R)
    expect(supplierProblem({ ...ok, TaxNo: '91110000100000000X' })).toBe('纳税人识别号校验不通过，请核对')
    expect(supplierProblem({ ...ok, TaxNo: '91110000100000000R' })).toBe('')
    expect(supplierProblem({ ...ok, BankName: '' })).toBe('请填写开户银行')
    expect(supplierProblem({ ...ok, AccountNo: '1234567' })).toBe('银行账号应为8-30位数字')
    expect(supplierProblem({ ...ok, AccountNo: '6222 0000 1111' })).toBe('银行账号应为8-30位数字')
    expect(supplierProblem({ ...ok, ContactPhone: '12345' })).toBe('联系电话格式不正确')
  })
})
