type DepartmentRecord = Record<string, unknown>

/** The member's department: the default one of the list, else the first; names may come in two spellings. */
export function departmentText(list: readonly DepartmentRecord[] | null | undefined): string {
  if (!list || list.length === 0) return ''
  const chosen = list.find((d) => d.IsDefault === true || d.IsDefault === 1) ?? list[0]
  const name = chosen.DepartmentName ?? chosen.Name
  return typeof name === 'string' ? name : ''
}
