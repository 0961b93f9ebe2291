/** Old parameter names the spec's callers still send, mapped to the names screens read. */
const RENAMED: Record<string, string> = { userStaus: 'userStatus', corpid: 'corpId' }

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

/** Decodes every value once and maps legacy names; the original name is kept too. */
export function decodeQuery(params: Record<string, string | undefined> | undefined): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, raw] of Object.entries(params ?? {})) {
    if (raw === undefined || key === '$taroTimestamp') continue
    const value = safeDecode(String(raw))
    query[key] = value
    const renamed = RENAMED[key]
    if (renamed && query[renamed] === undefined) query[renamed] = value
  }
  return query
}
