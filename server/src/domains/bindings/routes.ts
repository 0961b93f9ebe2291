import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/bindings'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import type { Assert, Same } from '../../lib/type-check'
import { bookingMembership } from './bookingMembership'
import * as service from './service'
import { Arr, Bool, Lits, Nullable, Obj, Str } from '../../lib/data-schemas'

const PlatformCode = Type.Union([Type.Literal('ctrip'), Type.Literal('ly'), Type.Literal('meituan'), Type.Literal('fliggy')])
const ProgramCode = Type.Union(['CA', 'MU', 'CZ', 'HU', 'huazhu', 'jinjiang', 'dossen', 'marriott'].map((c) => Type.Literal(c as Api.ProgramCode)))

export const BindPlatformBody = Type.Object({ PlatformCode, Account: Type.String({ minLength: 1, maxLength: 64 }), Password: Type.String({ minLength: 1, maxLength: 64 }) })
export type _BindPlatform = Assert<Same<Static<typeof BindPlatformBody>, Api.BindPlatformRequest>>
export const UnbindPlatformBody = Type.Object({ PlatformCode })
export type _UnbindPlatform = Assert<Same<Static<typeof UnbindPlatformBody>, Api.UnbindPlatformRequest>>
export const BindMemberBody = Type.Object({ ProgramCode, CardNo: Type.String({ minLength: 1, maxLength: 32 }), HolderName: Type.String({ minLength: 1, maxLength: 40 }) })
export type _BindMember = Assert<Same<Static<typeof BindMemberBody>, Api.BindMemberCardRequest>>
export { ProgramCode as ProgramCodeSchema }
export const BookingMembershipBody = Type.Object({ HotelId: Type.String({ pattern: '^\\d{1,12}$' }) })
export type _BookingMembership = Assert<Same<Static<typeof BookingMembershipBody>, Api.GetBookingMembershipRequest>>
export const UnbindMemberBody = Type.Object({ ProgramCode })
export type _UnbindMember = Assert<Same<Static<typeof UnbindMemberBody>, Api.UnbindMemberCardRequest>>

const M = 'common'

const BoundPlatform = Obj({ PlatformCode, PlatformName: Str, IsBound: Bool, Account: Str, BoundAt: Str })
const BoundMembership = Obj({
  ProgramCode, ProgramName: Str, Kind: Lits<Api.BoundMembership['Kind']>(['airline', 'hotel']), IsBound: Bool, CardNo: Str, HolderName: Str, LevelName: Str, BoundAt: Str,
})
export const GetBindListData = Obj({ Platforms: Arr(BoundPlatform), Memberships: Arr(BoundMembership) })
export type _GetBindListData = Assert<Same<Static<typeof GetBindListData>, Api.GetBindListData>>
export const BindPlatformData = BoundPlatform
export type _BindPlatformData = Assert<Same<Static<typeof BindPlatformData>, Api.BindPlatformData>>
export const UnbindData = Obj({ Unbound: Bool })
export type _UnbindData = Assert<Same<Static<typeof UnbindData>, Api.UnbindData>>
export const BindMemberCardData = BoundMembership
export type _BindMemberCardData = Assert<Same<Static<typeof BindMemberCardData>, Api.BindMemberCardData>>
export const GetBookingMembershipData = Obj({ Membership: Nullable(Obj({ ProgramCode, ProgramName: Str, CardNo: Str, LevelName: Str })) })
export type _GetBookingMembershipData = Assert<Same<Static<typeof GetBookingMembershipData>, Api.GetBookingMembershipData>>

/** common api/bindAccount/*: the caller's travel platforms and memberships (decision 0350). */
export default async function bindingRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof EmptyBody, Api.GetBindListData>(app, { module: M, path: '/api/bindAccount/GetBindList' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Platforms[{PlatformCode, PlatformName, IsBound, Account (masked), BoundAt}], Memberships[{ProgramCode, ProgramName, Kind airline|hotel, IsBound, CardNo (masked), HolderName, LevelName, BoundAt}]}`' },
    data: GetBindListData,
    handler: (request) => service.bindList(db, request.caller()),
  })
  post<typeof BindPlatformBody, Api.BindPlatformData>(app, { module: M, path: '/api/bindAccount/BindPlatform' }, BindPlatformBody, {
    doc: { body: '`{PlatformCode, Account (phone or e-mail), Password 6-20}`', data: '`BoundPlatform`; bad account 4000; wrong password 4001; already bound by the caller or another member 4009' },
    idempotent: true,
    data: BindPlatformData,
    handler: (request) => service.bindPlatform(db, app.bindingProvider, request.caller(), request.body),
  })
  post<typeof UnbindPlatformBody, Api.UnbindData>(app, { module: M, path: '/api/bindAccount/UnbindPlatform' }, UnbindPlatformBody, {
    doc: { body: '`{PlatformCode}`', data: '`{Unbound true}`; not bound 4004' },
    idempotent: true,
    data: UnbindData,
    handler: (request) => service.unbindPlatform(db, request.caller(), request.body.PlatformCode),
  })
  post<typeof BindMemberBody, Api.BindMemberCardData>(app, { module: M, path: '/api/bindAccount/BindMember' }, BindMemberBody, {
    doc: { body: '`{ProgramCode, CardNo, HolderName}`', data: '`BoundMembership`; bad card number 4000; holder not the caller or card unknown 4001; card bound elsewhere or programme already bound 4009' },
    idempotent: true,
    data: BindMemberCardData,
    handler: (request) => service.bindMember(db, app.bindingProvider, request.caller(), request.body),
  })
  post<typeof UnbindMemberBody, Api.UnbindData>(app, { module: M, path: '/api/bindAccount/UnbindMember' }, UnbindMemberBody, {
    doc: { body: '`{ProgramCode}`', data: '`{Unbound true}`; not bound 4004' },
    idempotent: true,
    data: UnbindData,
    handler: (request) => service.unbindMember(db, request.caller(), request.body.ProgramCode),
  })
  post<typeof BookingMembershipBody, Api.GetBookingMembershipData>(app, { module: M, path: '/api/bindAccount/GetBookingMembership' }, BookingMembershipBody, {
    doc: { body: '`{HotelId}`', data: '`{Membership: {ProgramCode, ProgramName, CardNo (masked), LevelName} | null}`: the caller\'s bound card of the hotel\'s group (decision 0431); unknown hotel 4004' },
    data: GetBookingMembershipData,
    handler: (request) => bookingMembership(db, app.hotelSupplier, request.caller().memberId, Number(request.body.HotelId)),
  })
}
