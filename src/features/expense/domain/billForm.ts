export type BillFormInput = { title: string; costCenterId: string; costIds: readonly string[] }

/** The first problem of the reimbursement form in Chinese, or '' when it can be saved. */
export function billFormError(form: BillFormInput): string {
  if (!form.title.trim()) return '请填写报销事由'
  if (form.title.trim().length > 60) return '报销事由最多60字'
  if (!form.costCenterId) return '请选择成本中心'
  if (form.costIds.length === 0) return '请选择要报销的费用'
  if (form.costIds.length > 50) return '一张报销单最多50笔费用'
  return ''
}

/** The total of the chosen costs, in fen. */
export function chosenTotal(costs: readonly { CostId: string; AmountFen: number }[], chosen: readonly string[]): number {
  const set = new Set(chosen)
  return costs.filter((c) => set.has(c.CostId)).reduce((sum, c) => sum + c.AmountFen, 0)
}
