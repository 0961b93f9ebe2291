import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/car'
import type { Member } from '../../lib/caller'
import { businessRule, forbidden } from '../../lib/errors'
import { maskPhone } from '../../lib/mask'
import { shanghaiIso } from '../../lib/time'
import { appConfig } from '../enterprise-config/public'

/**
 * Pushes the caller to DiDi's enterprise channel again (decision 0263): the member's phone becomes a rider of the
 * enterprise's DiDi account. Only for enterprises with the DiDi entrance and members with the car right.
 */
export async function rePushDidiMember(db: Queryable, member: Member): Promise<Api.RePushDidiMemberData> {
  if (!(await appConfig(db, member.enterpriseId)).isDidiEntrance) throw businessRule('企业未开通滴滴用车')
  const { rows } = await db.query<{ phone: string; can_use_car: boolean }>(
    'select a.phone, m.can_use_car from members m join accounts a on a.id = m.account_id where m.id = $1 and m.enterprise_id = $2',
    [member.memberId, member.enterpriseId],
  )
  if (!rows[0]?.can_use_car) throw forbidden('您没有用车权限，请联系企业管理员')
  const { rows: pushed } = await db.query<{ pushed_at: Date; push_count: number }>(
    `insert into car_didi_members (member_id, enterprise_id, phone) values ($1, $2, $3)
     on conflict (member_id) do update set phone = excluded.phone, pushed_at = now(), push_count = car_didi_members.push_count + 1
     returning pushed_at, push_count`,
    [member.memberId, member.enterpriseId, rows[0].phone],
  )
  return { Pushed: true, PhoneMasked: maskPhone(rows[0].phone), PushedAt: shanghaiIso(pushed[0].pushed_at), PushCount: pushed[0].push_count }
}
