import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/tripwise-m-api'
import type { Db } from '../../../db/types'
import { forbidden, notFound } from '../../../lib/errors'
import { post } from '../../../lib/route'
import { EmptyBody, IdSchema } from '../../../lib/schemas'
import type { Assert, Same } from '../../../lib/type-check'
import { memberOfAccountInEnterprise, memberSession } from '../accounts'
import type { Member } from '../../../lib/caller'
import { openSession, revokeSession } from '../sessions'
import { deviceOf } from '../customer/service'
import { Bool, Int, Lits, MemberSessionData, Obj, Str } from '../../../lib/data-schemas'

export const UpdateCustomerEnterpriseLoginBody = Type.Object({ EnterpriseId: IdSchema })
export type _UpdateCustomerEnterpriseLogin = Assert<Same<Static<typeof UpdateCustomerEnterpriseLoginBody>, Api.UpdateCustomerEnterpriseLoginRequest>>

async function enterpriseInfo(db: Db, member: Member): Promise<Api.GetEnterpriseInfoData> {
  const { rows } = await db.query<{
    id: number; name: string; short_name: string; enterprise_key: string; plat_id: number; logo_url: string; booking_method: 1 | 2
    contract_end_date: string | null; is_expired: boolean; is_open_bonus_points: boolean; service_phone: string; is_manage: boolean
  }>(
    `select e.id, e.name, e.short_name, e.enterprise_key, e.plat_id, e.logo_url, e.booking_method, e.contract_end_date,
            coalesce(e.contract_end_date < (now() at time zone 'Asia/Shanghai')::date, false) as is_expired,
            e.is_open_bonus_points, p.service_phone,
            coalesce((select is_manage from members where id = $2 and enterprise_id = e.id), false) as is_manage
       from enterprises e join platforms p on p.plat_id = e.plat_id where e.id = $1`,
    [member.enterpriseId, member.memberId],
  )
  const e = rows[0]
  if (!e) throw notFound('企业不存在')
  return {
    EnterpriseId: String(e.id),
    EnterpriseName: e.name,
    ShortName: e.short_name,
    // The key is the administrator's to hand out (decision 0270): members see it empty.
    EnterpriseKey: e.is_manage ? e.enterprise_key : '',
    PlatId: e.plat_id,
    LogoUrl: e.logo_url,
    bookingMethod: e.booking_method,
    ContractEndDate: e.contract_end_date ?? '',
    IsExpiredContract: e.is_expired,
    IsOpenBonusPoints: e.is_open_bonus_points,
    ServicePhone: e.service_phone,
  }
}

export const GetEnterpriseInfoData = Obj({
  EnterpriseId: Str, EnterpriseName: Str, ShortName: Str, EnterpriseKey: Str, PlatId: Int, LogoUrl: Str, bookingMethod: Lits<1 | 2>([1, 2]),
  ContractEndDate: Str, IsExpiredContract: Bool, IsOpenBonusPoints: Bool, ServicePhone: Str,
})
export type _GetEnterpriseInfoData = Assert<Same<Static<typeof GetEnterpriseInfoData>, Api.GetEnterpriseInfoData>>
export const UpdateCustomerEnterpriseLoginData = MemberSessionData

/** tripwise-m-api member/*: the current enterprise, and switching to another one of the same account. */
export default async function memberRoutes(app: FastifyInstance) {
  const { db } = app

  post<typeof EmptyBody, Api.GetEnterpriseInfoData>(app, { module: 'tripwise-m-api', path: '/member/getEnterpriseInfo' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{EnterpriseId, EnterpriseName, ShortName, EnterpriseKey (managers only, else empty), PlatId, LogoUrl, bookingMethod, ContractEndDate, IsExpiredContract, IsOpenBonusPoints, ServicePhone}`' },
    data: GetEnterpriseInfoData,
    handler: (request) => enterpriseInfo(db, request.caller()),
  })

  post<typeof UpdateCustomerEnterpriseLoginBody, Api.UpdateCustomerEnterpriseLoginData>(app, { module: 'tripwise-m-api', path: '/member/updateCustomerEnterpriseLogin' }, UpdateCustomerEnterpriseLoginBody, {
    doc: { body: '`{EnterpriseId}`', data: '`MemberSession` of the account in that enterprise; the old token then answers 8001; an enterprise the account does not belong to 4003' },
    data: UpdateCustomerEnterpriseLoginData,
    handler: async (request) => {
      const member = request.caller()
      const target = await memberOfAccountInEnterprise(db, member.accountId, Number(request.body.EnterpriseId))
      if (!target) throw forbidden('您不是该企业的员工')
      const token = await db.transaction(async (tx) => {
        await revokeSession(tx, member.sessionId, 'switched')
        return openSession(tx, { memberId: target.member_id, accountId: target.account_id, device: deviceOf(request) })
      })
      return memberSession(target, token)
    },
  })
}
