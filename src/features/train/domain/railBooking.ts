import type { Rail12306Passenger } from '@api/train'

/** Why a 12306 account's passenger cannot be booked through the account (decision 0393); '' when they can. */
export function railPassengerBlock(p: Pick<Rail12306Passenger, 'VerifyStatus'>): string {
  if (p.VerifyStatus === 'Passed') return ''
  return p.VerifyStatus === 'Failed' ? '未通过12306核验，不能购票' : '待12306核验，请先在12306乘客中完成手机核验'
}

/** At most this many passengers per order (as the enterprise channel). */
export const MAX_RAIL_PASSENGERS = 5
