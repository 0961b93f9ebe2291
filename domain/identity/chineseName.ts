const MIDDLE_DOTS = /[·•・]/g

/**
 * A traveller's name: must not start or end with a middle dot; after removing spaces and dots only
 * Chinese characters and letters remain (e.g. 阿依古丽·买买提, 张三, Zhang San).
 */
export function isChineseName(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const name = value.trim()
  if (!name) return false
  if (/^[·•・.]|[·•・.]$/.test(name)) return false
  const rest = name.replace(/\s+/g, '').replace(MIDDLE_DOTS, '').replace(/\./g, '')
  return rest.length > 0 && /^[\u4e00-\u9fa5\u3400-\u4dbfA-Za-z]+$/.test(rest)
}

/** What a form or the server says of a name that breaks the rule above (registration, 000 §5). */
export const CHINESE_NAME_RULE = '姓名只能包含中文或字母，且不能以·开头或结尾'
