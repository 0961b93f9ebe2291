import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/invitations'
import { forbidden } from '../../lib/errors'
import { post } from '../../lib/route'
import { EmptyBody, IdSchema, PageIndexSchema, PhoneSchema } from '../../lib/schemas'
import { acceptInvitation, decideJoinRequest, pageJoinRequests, rotateEnterpriseKey } from './join'
import { issueInvitation } from './issue'
import type { Assert, Same } from '../../lib/type-check'
import { Arr, Int, Lits, Obj, Str } from '../../lib/data-schemas'

export const CreateBody = Type.Object({
  Phone: Type.Optional(PhoneSchema),
  MaxUses: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  ValidDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
})
export type _Create = Assert<Same<Static<typeof CreateBody>, Api.CreateInvitationRequest>>

export const JoinRequestPageBody = Type.Object({ PageIndex: Type.Optional(PageIndexSchema), PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) })
export type _JoinRequestPage = Assert<Same<Static<typeof JoinRequestPageBody>, Api.JoinRequestPageRequest>>
export const DecideJoinRequestBody = Type.Object({ RequestId: IdSchema, Approve: Type.Boolean() })
export type _DecideJoinRequest = Assert<Same<Static<typeof DecideJoinRequestBody>, Api.DecideJoinRequestRequest>>

export const AcceptBody = Type.Object({ InvitationCode: Type.String({ minLength: 4, maxLength: 40 }) })
export type _Accept = Assert<Same<Static<typeof AcceptBody>, Api.AcceptInvitationRequest>>

export const CreateInvitationData = Obj({ InvitationCode: Str, ExpiresAt: Str, MaxUses: Int })
export type _CreateInvitationData = Assert<Same<Static<typeof CreateInvitationData>, Api.CreateInvitationData>>
export const AcceptInvitationData = Obj({ EnterpriseId: Str, EnterpriseName: Str, MemberId: Str })
export type _AcceptInvitationData = Assert<Same<Static<typeof AcceptInvitationData>, Api.AcceptInvitationData>>
export const JoinRequestPageData = Obj({
  List: Arr(Obj({ RequestId: Str, CustomerName: Str, Phone: Str, CreatedAt: Str, Status: Lits<Api.JoinRequest['Status']>(['pending', 'approved', 'rejected']) })),
  Total: Int,
})
export type _JoinRequestPageData = Assert<Same<Static<typeof JoinRequestPageData>, Api.JoinRequestPageData>>
export const DecideJoinRequestData = Obj({ RequestId: Str, Status: Lits<Api.DecideJoinRequestData['Status']>(['approved', 'rejected']), MemberId: Str })
export type _DecideJoinRequestData = Assert<Same<Static<typeof DecideJoinRequestData>, Api.DecideJoinRequestData>>
export const RotateEnterpriseKeyData = Obj({ EnterpriseKey: Str })
export type _RotateEnterpriseKeyData = Assert<Same<Static<typeof RotateEnterpriseKeyData>, Api.RotateEnterpriseKeyData>>

/** tripwise-m-api member/invitation/*: invitations to join the caller's enterprise (managers only). */
export default async function invitationRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof CreateBody, Api.CreateInvitationData>(app, { module: 'tripwise-m-api', path: '/member/invitation/create' }, CreateBody, {
    doc: { body: '`{Phone?, MaxUses? 1-500 (1), ValidDays? 1-30 (7)}`', data: '`{InvitationCode, ExpiresAt, MaxUses}`; not a manager 4003' },
    idempotent: true,
    data: CreateInvitationData,
    handler: async (request) => {
      const member = request.caller()
      const { rows: managers } = await db.query<{ ok: boolean }>('select is_manage as ok from members where id = $1 and enterprise_id = $2', [member.memberId, member.enterpriseId])
      if (!managers[0]?.ok) throw forbidden('仅企业管理员可邀请员工')
      return issueInvitation(db, {
        enterpriseId: member.enterpriseId, phone: request.body.Phone ?? null, maxUses: request.body.MaxUses ?? 1, validDays: request.body.ValidDays ?? 7, createdBy: member.memberId,
      })
    },
  })
  post<typeof AcceptBody, Api.AcceptInvitationData>(app, { module: 'tripwise-m-api', path: '/member/invitation/accept' }, AcceptBody, {
    doc: { body: '`{InvitationCode}` (*reqId*)', data: '`{EnterpriseId, EnterpriseName, MemberId}`: the logged-in account joins; invalid, expired or another phone\'s 4001, already an employee 4009' },
    idempotent: true,
    data: AcceptInvitationData,
    handler: (request) => acceptInvitation(db, request.caller(), request.body.InvitationCode),
  })

  post<typeof JoinRequestPageBody, Api.JoinRequestPageData>(app, { module: 'tripwise-m-api', path: '/member/joinRequest/page' }, JoinRequestPageBody, {
    doc: { body: '`{PageIndex?, PageSize? 1-50 (20)}`', data: '`{List[{RequestId, CustomerName, Phone, CreatedAt, Status}], Total}`: open requests to join by key (decision 0270); not a manager 4003' },
    data: JoinRequestPageData,
    handler: (request) => pageJoinRequests(db, request.caller(), request.body),
  })
  post<typeof DecideJoinRequestBody, Api.DecideJoinRequestData>(app, { module: 'tripwise-m-api', path: '/member/joinRequest/decide' }, DecideJoinRequestBody, {
    doc: { body: '`{RequestId, Approve}`', data: '`{RequestId, Status, MemberId}`; another enterprise\'s request 4004, decided already 4009, not a manager 4003' },
    idempotent: true,
    data: DecideJoinRequestData,
    handler: (request) => decideJoinRequest(db, request.caller(), request.body),
  })
  post<typeof EmptyBody, Api.RotateEnterpriseKeyData>(app, { module: 'tripwise-m-api', path: '/member/enterprise/rotateKey' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{EnterpriseKey}`: the old key stops working; not a manager 4003' },
    idempotent: true,
    data: RotateEnterpriseKeyData,
    handler: (request) => rotateEnterpriseKey(db, request.caller()),
  })
}
