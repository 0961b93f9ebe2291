import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type * as Api from '../../../../types/api/dossen'
import { noResult } from '../../lib/answer'
import { get, post } from '../../lib/route'
import { EmptyBody, PageIndexSchema, PageSizeSchema, PhoneSchema } from '../../lib/schemas'
import type { Assert, Same } from '../../lib/type-check'
import * as access from './access'
import * as employees from './employees'
import * as rewards from './rewards'
import { Arr, Bool, Int, Lits, Obj, Str } from '../../lib/data-schemas'

const MonthSchema = Type.String({ pattern: '^(19|20|21)\\d{2}-(0[1-9]|1[0-2])$' })
const EnterpriseIdSchema = Type.Integer({ minimum: 1, maximum: 2_000_000_000 })
export const MonthQuery = Type.Object({ Month: MonthSchema })
export type _Month = Assert<Same<Static<typeof MonthQuery>, Api.DossenMonthQuery>>
export const RecordQuery = Type.Object({ Month: MonthSchema, PageIndex: PageIndexSchema, PageSize: PageSizeSchema })
export type _Record = Assert<Same<Static<typeof RecordQuery>, Api.DossenRecordPageQuery>>
export const EmployeesBody = Type.Object({ EnterpriseId: EnterpriseIdSchema, PageIndex: PageIndexSchema, PageSize: PageSizeSchema })
export type _Employees = Assert<Same<Static<typeof EmployeesBody>, Api.DossenEmployeesRequest>>
export const AddBody = Type.Object({ EnterpriseId: EnterpriseIdSchema, Name: Type.String({ minLength: 2, maxLength: 30, pattern: '\\S' }), Phone: PhoneSchema })
export type _Add = Assert<Same<Static<typeof AddBody>, Api.DossenAddEmployeeRequest>>

const M = 'tripwise-m-api'

export const DossenRewardTotalData = Obj({ TotalFen: Int, OrderCount: Int, EnterpriseCount: Int, ThisMonthFen: Int })
export type _DossenRewardTotalData = Assert<Same<Static<typeof DossenRewardTotalData>, Api.DossenRewardTotalData>>
export const DossenTotalByMonthData = Obj({ Items: Arr(Obj({ Month: Str, AmountFen: Int, OrderCount: Int })) })
export type _DossenTotalByMonthData = Assert<Same<Static<typeof DossenTotalByMonthData>, Api.DossenTotalByMonthData>>
export const DossenRecordPageData = Obj({ Total: Int, Items: Arr(Obj({ OrderNo: Str, Title: Str, EnterpriseName: Str, AmountFen: Int, CreatedAt: Str })) })
export type _DossenRecordPageData = Assert<Same<Static<typeof DossenRecordPageData>, Api.DossenRecordPageData>>
export const DossenEnterpriseByMonthData = Obj({ Month: Str, Items: Arr(Obj({ EnterpriseId: Int, EnterpriseName: Str, AmountFen: Int, OrderCount: Int })) })
export type _DossenEnterpriseByMonthData = Assert<Same<Static<typeof DossenEnterpriseByMonthData>, Api.DossenEnterpriseByMonthData>>
export const DossenEnterpriseListData = Obj({
  Role: Lits<Api.DossenEnterpriseListData['Role']>(['sale', 'owner']),
  Items: Arr(Obj({ EnterpriseId: Int, Name: Str, EmployeeCount: Int, Since: Str, IsTrial: Bool })),
})
export type _DossenEnterpriseListData = Assert<Same<Static<typeof DossenEnterpriseListData>, Api.DossenEnterpriseListData>>
export const DossenEmployeesData = Obj({
  EnterpriseName: Str, Total: Int,
  Items: Arr(Obj({ MemberId: Int, Name: Str, Phone: Str, Status: Lits<Api.DossenEmployee['Status']>(['active', 'disabled']), JoinedAt: Str })),
})
export type _DossenEmployeesData = Assert<Same<Static<typeof DossenEmployeesData>, Api.DossenEmployeesData>>
export const DossenAddEmployeeData = Obj({ MemberId: Int, IsNewAccount: Bool, IsInvited: Bool, InvitationCode: Str, ExpiresAt: Str })
export type _DossenAddEmployeeData = Assert<Same<Static<typeof DossenAddEmployeeData>, Api.DossenAddEmployeeData>>

/** tripwise-m-api dossen/*: rewards of a sale, enterprises and employees of a sale or an owner (decision 0288). */
export default async function dossenRoutes(app: FastifyInstance) {
  const { db } = app
  const sale = async (request: FastifyRequest) => {
    const member = request.caller()
    await access.requireSale(db, member.memberId)
    return member.memberId
  }
  get<typeof EmptyBody, Api.DossenRewardTotalData>(app, { module: M, path: '/dossen/reward/total' }, EmptyBody, {
    doc: { body: 'none', data: '`{TotalFen, OrderCount, EnterpriseCount, ThisMonthFen}`; not a sale 4003' },
    data: DossenRewardTotalData,
    handler: async (request) => rewards.total(db, await sale(request)),
  })
  get<typeof EmptyBody, Api.DossenTotalByMonthData>(app, { module: M, path: '/dossen/reward/total-by-month' }, EmptyBody, {
    doc: { body: 'none', data: '`{Items[{Month, AmountFen, OrderCount}]}`: the twelve months up to this one, newest first' },
    data: DossenTotalByMonthData,
    handler: async (request) => rewards.totalByMonth(db, await sale(request)),
  })
  get<typeof RecordQuery, Api.DossenRecordPageData>(app, { module: M, path: '/dossen/reward/page-record-by-month' }, RecordQuery, {
    doc: { body: 'query `Month, PageIndex, PageSize`', data: '`{Total, Items[{OrderNo, Title, EnterpriseName, AmountFen, CreatedAt}]}`; 2000 when none' },
    data: DossenRecordPageData,
    handler: async (request) => {
      const page = await rewards.recordsOfMonth(db, await sale(request), request.query)
      return page.Total === 0 ? noResult(page, '该月暂无奖励记录') : page
    },
  })
  get<typeof MonthQuery, Api.DossenEnterpriseByMonthData>(app, { module: M, path: '/dossen/reward/enterprise-by-month' }, MonthQuery, {
    doc: { body: 'query `Month`', data: '`{Month, Items[{EnterpriseId, EnterpriseName, AmountFen, OrderCount}]}`: every client enterprise of the sale' },
    data: DossenEnterpriseByMonthData,
    handler: async (request) => rewards.enterpriseByMonth(db, await sale(request), request.query.Month),
  })
  post<typeof EmptyBody, Api.DossenEnterpriseListData>(app, { module: M, path: '/dossen/enterprise/list' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Role sale|owner, Items[{EnterpriseId, Name, EmployeeCount, Since, IsTrial}]}`; neither 4003' },
    data: DossenEnterpriseListData,
    handler: async (request) => {
      const member = request.caller()
      const role = await access.roleOf(db, member.memberId)
      return { Role: role, Items: await employees.listEnterprises(db, await access.enterpriseIds(db, member, role)) }
    },
  })
  post<typeof EmployeesBody, Api.DossenEmployeesData>(app, { module: M, path: '/dossen/enterprise/employees' }, EmployeesBody, {
    doc: { body: '`{EnterpriseId, PageIndex, PageSize}`', data: '`{EnterpriseName, Total, Items[{MemberId, Name, Phone (masked), Status, JoinedAt}]}`; not looked after 4004' },
    data: DossenEmployeesData,
    handler: async (request) => {
      await access.requireEnterprise(db, request.caller(), request.body.EnterpriseId)
      return employees.listEmployees(db, request.body)
    },
  })
  post<typeof AddBody, Api.DossenAddEmployeeData>(app, { module: M, path: '/dossen/enterprise/employee/add' }, AddBody, {
    doc: { body: '`{EnterpriseId, Name 2-30, Phone}`', data: '`{MemberId, IsNewAccount, IsInvited, InvitationCode, ExpiresAt}`: a phone with an account is invited (MemberId 0), never attached; already employed 4009, not looked after 4004' },
    idempotent: true,
    data: DossenAddEmployeeData,
    handler: async (request) => {
      const member = request.caller()
      await access.requireEnterprise(db, member, request.body.EnterpriseId)
      return db.transaction((tx) => employees.addEmployee(tx, member.memberId, request.body))
    },
  })
}
