import { randomInt } from 'node:crypto'
import type { Db } from '../../../db/types'
import type * as Api from '../../../../../types/api/accountExtras'
import { businessRule, conflict, invalidInput } from '../../../lib/errors'
import { shanghaiDate } from '../../../lib/time'
import { platIdFrom } from '../accounts'
import { consumeCode } from '../verification'

type InvitationRow = { name: string; expires_at: Date; booking_method: 1 | 2; standard_name: string | null }

/**
 * What a promotion link's invitation offers (decision 0331), read without using it: the enterprise, until when
 * the link works, and what a new employee gets there (its payment mode and travel standard).
 */
export async function registerBenefits(db: Db, body: Api.RegisterBenefitsRequest): Promise<Api.RegisterBenefitsData> {
  const { rows } = await db.query<InvitationRow>(
    `select e.name, i.expires_at, e.booking_method,
            (select name from travel_standards where enterprise_id = e.id order by id limit 1) as standard_name
       from enterprise_invitations i join enterprises e on e.id = i.enterprise_id
      where upper(i.code) = upper($1) and i.expires_at > now() and i.used_count < i.max_uses and e.status = 'active'`,
    [body.InvitationCode.trim()],
  )
  const row = rows[0]
  if (!row) throw businessRule('邀请链接无效或已过期，请联系企业管理员重新邀请')
  return {
    EnterpriseName: row.name,
    ValidUntil: shanghaiDate(row.expires_at),
    Benefits: [
      '在线预订酒店、机票、火车票与用车',
      row.booking_method === 1 ? '企业统一结算，出差无需垫资' : '个人先行支付，按企业规定报销',
      ...(row.standard_name ? [`适用企业差旅标准：${row.standard_name}`] : []),
    ],
  }
}

const newApplicationNo = (today: string) => `QY${today.replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`

/**
 * An enterprise applies to sign up: the contact phone's code (scene enterpriseRegister, single use), then one
 * application row; a second open application for the same enterprise name is 4009.
 */
export async function houseKeeperRegister(db: Db, platIdHeader: unknown, body: Api.HouseKeeperRegisterRequest): Promise<Api.HouseKeeperRegisterData> {
  const enterpriseName = body.EnterpriseName.trim()
  const contactName = body.ContactName.trim()
  if (enterpriseName.length < 4) throw invalidInput('请填写完整的企业名称')
  if (contactName === '' || body.CityName.trim() === '') throw invalidInput('请填写联系人和所在城市')
  const { rows: open } = await db.query('select 1 from enterprise_applications where lower(enterprise_name) = lower($1) and status = $2', [enterpriseName, 'pending'])
  if (open.length > 0) throw conflict('该企业已提交注册申请，请等待客户经理联系')
  await consumeCode(db, body.Phone, 'enterpriseRegister', body.VerifyCode)
  const { rows: platform } = await db.query<{ plat_id: number; service_phone: string }>(
    `select plat_id, service_phone from platforms where plat_id = $1 or is_default order by (plat_id = $1) desc limit 1`,
    [platIdFrom(platIdHeader, 0)],
  )
  const applicationNo = newApplicationNo(shanghaiDate(new Date()))
  const { rowCount } = await db.query(
    `insert into enterprise_applications (application_no, enterprise_name, contact_name, phone, city_name, staff_scale, email, plat_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
    [applicationNo, enterpriseName, contactName, body.Phone, body.CityName.trim(), body.StaffScale, body.Email?.trim() ?? '', platform[0].plat_id],
  )
  if (rowCount === 0) throw conflict('该企业已提交注册申请，请等待客户经理联系')
  return { ApplicationNo: applicationNo, Status: 'pending', ServicePhone: platform[0].service_phone }
}
