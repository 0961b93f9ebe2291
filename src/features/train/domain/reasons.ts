/** 退票/改签 reasons offered on 选择原因 (decision 0221); 其他 asks for the traveller's own words. */
export type ReasonKind = 'refund' | 'change'

export const REASONS: Record<ReasonKind, readonly string[]> = {
  refund: ['行程变更', '出差取消', '因病无法出行', '车次停运或晚点', '重复购票', '其他'],
  change: ['行程变更', '会议时间调整', '车次晚点', '想换更合适的车次', '其他'],
}

export const OTHER_REASON = '其他'

/** The reason to send: the picked one, or the typed text for 其他; '' when nothing usable was given. */
export function reasonText(picked: string, typed: string): string {
  if (picked !== OTHER_REASON) return picked
  const own = typed.trim()
  return own ? `其他：${own}` : ''
}
