/**
 * A supplier's fields as the app checks them while typing and the server re-checks them (decision 0311).
 * Imports nothing.
 */
export type SupplierFields = { Name: string; TaxNo: string; BankName: string; AccountNo: string; ContactName: string; ContactPhone: string }

/** 统一社会信用代码: 18 characters, no I, O, S, V or Z. */
const TAX_NO = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/
const ACCOUNT_NO = /^\d{8,30}$/
/** A mobile number or a landline with its area code; empty is allowed. */
const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8})?$/

/** The first problem of a supplier in Chinese, or '' when it can be saved. */
export function supplierProblem(s: SupplierFields): string {
  if (!s.Name.trim()) return '请填写供应商名称'
  if (s.Name.trim().length > 60) return '供应商名称最多60字'
  if (s.TaxNo && !TAX_NO.test(s.TaxNo.toUpperCase())) return '统一社会信用代码应为18位'
  if (!s.BankName.trim()) return '请填写开户银行'
  if (!ACCOUNT_NO.test(s.AccountNo)) return '银行账号应为8-30位数字'
  if (!PHONE.test(s.ContactPhone)) return '联系电话格式不正确'
  return ''
}
