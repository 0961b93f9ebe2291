/**
 * 选座 and 选铺 (decision 0342): 12306 lets each passenger of a high-speed train ask a seat letter and each sleeper
 * passenger a berth; it meets the wish when it can. Letters follow 12306's coach layouts: 二等座 A B C | D F, 一等座
 * A C | D F, 商务座 A C | F; berths: 硬卧 下/中/上, 软卧 下/上. 硬座 and 无座 offer no choice. '' is 不限.
 */
export type SeatPreferenceOption = { code: string; label: string }

const window = (letter: string) => ({ code: letter, label: `${letter} 靠窗` })
const aisle = (letter: string) => ({ code: letter, label: `${letter} 过道` })

const OPTIONS: Record<string, readonly SeatPreferenceOption[]> = {
  O: [window('A'), { code: 'B', label: 'B 中间' }, aisle('C'), aisle('D'), window('F')],
  M: [window('A'), aisle('C'), aisle('D'), window('F')],
  '9': [window('A'), aisle('C'), window('F')],
  '3': [{ code: 'L', label: '下铺' }, { code: 'M', label: '中铺' }, { code: 'U', label: '上铺' }],
  '4': [{ code: 'L', label: '下铺' }, { code: 'U', label: '上铺' }],
}

/** The choices a seat class offers (none for 硬座 and 无座). */
export function seatPreferenceOptions(seatCode: string): readonly SeatPreferenceOption[] {
  return OPTIONS[seatCode] ?? []
}

export function isSeatPreferenceValid(seatCode: string, preference: string): boolean {
  return preference === '' || seatPreferenceOptions(seatCode).some((o) => o.code === preference)
}

/** 'A 靠窗', '下铺', '' for 不限. */
export function seatPreferenceLabel(seatCode: string, preference: string): string {
  return seatPreferenceOptions(seatCode).find((o) => o.code === preference)?.label ?? ''
}

export const isBerthClass = (seatCode: string) => seatCode === '3' || seatCode === '4'
