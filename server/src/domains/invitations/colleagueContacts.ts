import { maskEmail, maskPhone } from '@domain/identity/mask'
import type { Queryable } from '../../db/types'
import type { CustomerBaseInfo } from '../../../../types/api/common'
import type { Member } from '../../lib/caller'

/**
 * Colleagues' phone numbers and e-mails are masked (decision 0270), except the caller's own and for those who
 * book for others and must reach the traveller: the enterprise's managers and privilege staff (代订). Ordinary
 * bookings read a traveller's contact on the server, never through this list.
 */
export async function maskForCaller(db: Queryable, member: Member, infos: CustomerBaseInfo[]): Promise<CustomerBaseInfo[]> {
  const { rows } = await db.query<{ sees: boolean }>(
    'select (is_manage or is_privilege_staff) as sees from members where id = $1 and enterprise_id = $2',
    [member.memberId, member.enterpriseId],
  )
  if (rows[0]?.sees) return infos
  const self = String(member.memberId)
  return infos.map((info) =>
    info.CustomerId === self
      ? info
      : { ...info, Customer: { ...info.Customer, CustomerPhone: maskPhone(info.Customer.CustomerPhone), Email: maskEmail(info.Customer.Email) } },
  )
}
