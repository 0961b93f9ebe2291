/** 成本中心 choices: one chip per distinct cost centre (several departments may share one). */
export function costCenterChoices(departments: readonly { CostCenterName?: string | null }[]): string[] {
  const names = departments.map((department) => (department.CostCenterName ?? '').trim()).filter((name) => name !== '')
  return [...new Set(names)]
}

/** A room's floor as shown: '3-16' and '3-16层' both read 3-16层; empty stays empty. */
export function floorText(floor: string | number | null | undefined): string {
  const value = String(floor ?? '').trim()
  if (value === '') return ''
  return value.endsWith('层') ? value : `${value}层`
}
