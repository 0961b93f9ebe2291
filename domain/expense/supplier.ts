/**
 * A supplier's fields as the app checks them while typing and the server re-checks them (decisions 0311, 0630).
 */
import { taxNumberError } from '../invoice/taxNumber'

export type SupplierFields = { Name: string; TaxNo: string; BankName: string; AccountNo: string; ContactName: string; ContactPhone: string }

const ACCOUNT_NO = /^\d{8,30}$/
/** A mobile number or a landline with its area code; empty is allowed. */
const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8})?$/

/** The first problem of a supplier in Chinese, or '' when it can be saved. */
export function supplierProblem(s: SupplierFields): string {
  if (!s.Name.trim()) return '请填写供应商名称'
  if (s.Name.trim().length > 60) return '供应商名称最多60字'
  const taxProblem = s.TaxNo.trim() ? taxNumberError(s.TaxNo) : null
  if (taxProblem) return taxProblem
  if (!s.BankName.trim()) return '请填写开户银行'
  if (!ACCOUNT_NO.test(s.AccountNo)) return '银行账号应为8-30位数字'
  if (!PHONE.test(s.ContactPhone)) return '联系电话格式不正确'
  return ''
}
