import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { OrderStatus } from '@domain/order/orderStatus'
import type { MemberSession } from '../../../types/api/b2b'
import type { Assert, Same } from './type-check'

/**
 * Building blocks of the answers' Data schemas (decision 0830). Plain types, no limits: a Data schema says what
 * the serialiser writes, and each is asserted the same as its types/api type beside it.
 */
export const Int = Type.Integer()
export const Num = Type.Number()
export const Str = Type.String()
export const Bool = Type.Boolean()
/** A union of string (or number) literals, typed as the shared union it must equal. */
export const Lits = <T extends string | number>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
/** `T | null`: a field the handler may give as null (declared, or the serialiser would write a default). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
export const Opt = Type.Optional
export const Arr = Type.Array
export const Obj = Type.Object

/** The session a login answers (identity's logins, sso's DingTalk and WeChat logins). */
export const MemberSessionData = Type.Object({ MemberId: Str, Token: Str, MemberName: Str, EnterpriseId: Str, CustomerName: Str, PlatId: Int })
export type _MemberSessionData = Assert<Same<Static<typeof MemberSessionData>, MemberSession>>

/** An order's status (domain/order/orderStatus.ts), as several answers carry it. */
export const OrderStatusData = Lits<OrderStatus>(['PendingApproval', 'Rejected', 'PendingPayment', 'Confirming', 'Confirmed', 'CheckedIn', 'Completed', 'Cancelled', 'Refunding', 'Refunded'])
