/** The first problem of the 新增项目 form; null when it can be sent. */
export function projectFormError(name: string, code: string): string | null {
  const trimmed = name.trim()
  if (!trimmed) return '请填写项目名称'
  if (trimmed.length > 50) return '项目名称不能超过50个字'
  if (code.trim() && !/^[A-Za-z0-9-]{1,30}$/.test(code.trim())) return '项目编码只能包含字母、数字和“-”，最多30位'
  return null
}
