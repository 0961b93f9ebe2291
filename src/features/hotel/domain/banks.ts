/** Banks accepted for a card guarantee (全部银行). */
export type Bank = { code: string; name: string; initial: string }

export const BANKS: readonly Bank[] = [
  { code: 'ICBC', name: '工商银行', initial: 'G' },
  { code: 'CCB', name: '建设银行', initial: 'J' },
  { code: 'ABC', name: '农业银行', initial: 'N' },
  { code: 'BOC', name: '中国银行', initial: 'Z' },
  { code: 'BOCOM', name: '交通银行', initial: 'J' },
  { code: 'CMB', name: '招商银行', initial: 'Z' },
  { code: 'CITIC', name: '中信银行', initial: 'Z' },
  { code: 'CEB', name: '光大银行', initial: 'G' },
  { code: 'CMBC', name: '民生银行', initial: 'M' },
  { code: 'SPDB', name: '浦发银行', initial: 'P' },
  { code: 'CIB', name: '兴业银行', initial: 'X' },
  { code: 'GDB', name: '广发银行', initial: 'G' },
  { code: 'PAB', name: '平安银行', initial: 'P' },
  { code: 'HXB', name: '华夏银行', initial: 'H' },
  { code: 'PSBC', name: '邮储银行', initial: 'Y' },
]

export function bankName(code: string): string {
  return BANKS.find((bank) => bank.code === code)?.name ?? ''
}

/** Banks grouped by initial, A-Z. */
export function banksByInitial(banks: readonly Bank[] = BANKS): { initial: string; banks: Bank[] }[] {
  const groups = new Map<string, Bank[]>()
  for (const bank of banks) groups.set(bank.initial, [...(groups.get(bank.initial) ?? []), bank])
  return [...groups.keys()].sort().map((initial) => ({ initial, banks: groups.get(initial) ?? [] }))
}
