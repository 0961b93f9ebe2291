import { billFormError, type BillFormInput } from './billForm'

export type CorporateFormInput = BillFormInput & { supplierId: string }

/** The first problem of the 对公报销 form in Chinese, or '' when it can be saved. */
export function corporateFormError(form: CorporateFormInput): string {
  if (!form.supplierId) return '请选择收款供应商'
  return billFormError(form).replace('报销事由', '付款事由')
}
