import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { Arr, Int, Lits, Obj, Str } from '../../lib/data-schemas'
import type * as Api from '../../../../types/api/recharge'
import { noResult } from '../../lib/answer'
import { post } from '../../lib/route'
import { DateSchema, EmptyBody, PageIndexSchema, PageSizeSchema } from '../../lib/schemas'
import type { Assert, Same } from '../../lib/type-check'
import * as service from './service'

export const OfflineBody = Type.Object({
  AmountFen: Type.Integer({ minimum: 1, maximum: service.MAX_AMOUNT_FEN }),
  PayerName: Type.String({ minLength: 2, maxLength: 60, pattern: '\\S' }),
  PayerAccount: Type.String({ pattern: '^\\d{4,30}$' }),
  TransferDate: DateSchema,
  Remark: Type.Optional(Type.String({ maxLength: 100 })),
})
export type _Offline = Assert<Same<Static<typeof OfflineBody>, Api.RechargeOfflineRequest>>
export const ListBody = Type.Object({ PageIndex: PageIndexSchema, PageSize: PageSizeSchema })
export type _List = Assert<Same<Static<typeof ListBody>, Api.RechargeListRequest>>

export const RechargeTipsData = Obj({ BankName: Str, AccountName: Str, AccountNo: Str, BalanceFen: Int, MinAmountFen: Int, Tips: Arr(Str) })
export type _RechargeTipsData = Assert<Same<Static<typeof RechargeTipsData>, Api.RechargeTipsData>>
const RechargeStatus = Lits<Api.RechargeStatus>(['pending', 'credited', 'rejected'])
export const RechargeOfflineData = Obj({ RechargeNo: Str, Status: RechargeStatus })
export type _RechargeOfflineData = Assert<Same<Static<typeof RechargeOfflineData>, Api.RechargeOfflineData>>
export const RechargeListData = Obj({
  Total: Int,
  Items: Arr(Obj({ RechargeNo: Str, AmountFen: Int, PayerName: Str, PayerAccount: Str, TransferDate: Str, Remark: Str, Status: RechargeStatus, MemberName: Str, CreatedAt: Str })),
})
export type _RechargeListData = Assert<Same<Static<typeof RechargeListData>, Api.RechargeListData>>

/** b2b Customer/RechargeOffline, GetRechargeTips, GetRechargeList: offline recharge (decision 0284). */
export default async function rechargeRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof EmptyBody, Api.RechargeTipsData>(app, { module: 'b2b', path: '/Customer/GetRechargeTips' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{BankName, AccountName, AccountNo, BalanceFen, MinAmountFen, Tips[]}`; not a manager or finance 4003' },
    data: RechargeTipsData,
    handler: async (request) => {
      const member = request.caller()
      await service.requireTreasurer(db, member.memberId, member.enterpriseId)
      return service.tips(db, member.enterpriseId)
    },
  })
  post<typeof OfflineBody, Api.RechargeOfflineData>(app, { module: 'b2b', path: '/Customer/RechargeOffline' }, OfflineBody, {
    doc: { body: '`{AmountFen ≥ 10000, PayerName, PayerAccount (digits), TransferDate (≤ today, ≥ today-90), Remark?}`', data: '`{RechargeNo, Status pending}`; 4003 not a manager or finance, 4001 amount or date' },
    idempotent: true,
    data: RechargeOfflineData,
    handler: async (request) => {
      const member = request.caller()
      await service.requireTreasurer(db, member.memberId, member.enterpriseId)
      return service.report(db, member, request.body)
    },
  })
  post<typeof ListBody, Api.RechargeListData>(app, { module: 'b2b', path: '/Customer/GetRechargeList' }, ListBody, {
    doc: { body: '`{PageIndex, PageSize}`', data: '`{Total, Items[{RechargeNo, AmountFen, PayerName, PayerAccount, TransferDate, Remark, Status pending|credited|rejected, MemberName, CreatedAt}]}`; the enterprise\'s, 2000 when none' },
    data: RechargeListData,
    handler: async (request) => {
      const member = request.caller()
      await service.requireTreasurer(db, member.memberId, member.enterpriseId)
      const page = await service.list(db, member.enterpriseId, request.body)
      return page.Total === 0 ? noResult(page, '暂无充值记录') : page
    },
  })
}
