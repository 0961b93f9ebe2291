/**
 * What a member can bind (decision 0350): travel platforms (third-party booking accounts, signed in with the
 * platform's account and password) and supplier memberships (airline and hotel loyalty cards). Shared by the
 * app (form checks) and the server (the same checks, then the provider).
 */
export type PlatformCode = 'ctrip' | 'ly' | 'meituan' | 'fliggy'
export type ProgramCode = 'CA' | 'MU' | 'CZ' | 'HU' | 'huazhu' | 'jinjiang' | 'dossen' | 'marriott'

export type TravelPlatform = { code: PlatformCode; name: string; hint: string }
export type MemberProgram = { code: ProgramCode; name: string; kind: 'airline' | 'hotel'; cardDigits: readonly [number, number] }

export const TRAVEL_PLATFORMS: readonly TravelPlatform[] = [
  { code: 'ctrip', name: '携程商旅', hint: '绑定后可同步携程商旅的差旅订单' },
  { code: 'ly', name: '同程商旅', hint: '绑定后可同步同程商旅的差旅订单' },
  { code: 'meituan', name: '美团企业版', hint: '绑定后可同步美团企业版的酒店与用餐订单' },
  { code: 'fliggy', name: '飞猪商旅', hint: '绑定后可同步飞猪商旅的机票与酒店订单' },
]

export const MEMBER_PROGRAMS: readonly MemberProgram[] = [
  { code: 'CA', name: '国航凤凰知音', kind: 'airline', cardDigits: [12, 12] },
  { code: 'MU', name: '东航东方万里行', kind: 'airline', cardDigits: [12, 12] },
  { code: 'CZ', name: '南航明珠俱乐部', kind: 'airline', cardDigits: [12, 12] },
  { code: 'HU', name: '海航金鹏俱乐部', kind: 'airline', cardDigits: [10, 10] },
  { code: 'huazhu', name: '华住会', kind: 'hotel', cardDigits: [8, 12] },
  { code: 'jinjiang', name: '锦江会员', kind: 'hotel', cardDigits: [8, 12] },
  { code: 'dossen', name: '东呈会', kind: 'hotel', cardDigits: [8, 12] },
  { code: 'marriott', name: '万豪旅享家', kind: 'hotel', cardDigits: [9, 9] },
]

export const platformOf = (code: string): TravelPlatform | undefined => TRAVEL_PLATFORMS.find((p) => p.code === code)
export const programOf = (code: string): MemberProgram | undefined => MEMBER_PROGRAMS.find((p) => p.code === code)

/** A platform account is a mainland mobile number or an e-mail address. */
export function platformAccountProblem(account: string): string | null {
  const value = account.trim()
  if (value === '') return '请输入平台账号'
  if (/^1\d{10}$/.test(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return null
  return '平台账号应为手机号或邮箱'
}

export function platformPasswordProblem(password: string): string | null {
  if (password === '') return '请输入平台登录密码'
  return password.length < 6 || password.length > 20 ? '密码应为6-20位' : null
}

/** The card number of a programme: digits only, of the programme's length. */
export function cardNoProblem(program: MemberProgram, cardNo: string): string | null {
  const value = cardNo.replace(/\s/g, '')
  if (value === '') return '请输入会员卡号'
  if (!/^\d+$/.test(value)) return '会员卡号只能包含数字'
  const [min, max] = program.cardDigits
  if (value.length < min || value.length > max) return min === max ? `${program.name}卡号应为${min}位数字` : `${program.name}卡号应为${min}-${max}位数字`
  return null
}

/** 138****0001 for a phone, z***@mail.com for an e-mail. */
export function maskAccount(account: string): string {
  if (/^1\d{10}$/.test(account)) return `${account.slice(0, 3)}****${account.slice(7)}`
  const at = account.lastIndexOf('@')
  return at > 0 ? `${account[0]}***${account.slice(at)}` : account
}

/** The loyalty programme of a hotel group (the supplier's group names); undefined: the group has none we bind. */
const HOTEL_GROUP_PROGRAMS: Readonly<Record<string, ProgramCode>> = { 华住集团: 'huazhu', 锦江酒店: 'jinjiang', 东呈集团: 'dossen', 万豪国际: 'marriott' }
export const hotelProgramOf = (groupName: string): ProgramCode | undefined => HOTEL_GROUP_PROGRAMS[groupName]

/** 6202 **** 8831: the first and last four digits of a card. */
export function maskCardNo(cardNo: string): string {
  return cardNo.length <= 8 ? cardNo : `${cardNo.slice(0, 4)} **** ${cardNo.slice(-4)}`
}
