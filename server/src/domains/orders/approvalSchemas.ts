import { type Static, Type } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/order'
import type { Accepts, Assert, Same } from '../../lib/type-check'
import { IdSchema, PageIndexSchema, ProductTypeSchema } from '../../lib/schemas'
import { ORDER_STATUSES } from '@domain/order/orderStatus'
import { ApprovalProgressData, HotelOrderDetailData, ListPageSizeSchema, OrderNoSchema } from './schemas'
import { FlightOrderDetailData, TrainOrderDetailData } from './productDetailSchemas'
import { Arr, Bool, Int, Lits, Obj, OrderStatusData, Str } from '../../lib/data-schemas'

const ApprovalNoSchema = Type.String({ pattern: '^SP\\d{8,30}$' })

export const ApprovalListBody = Type.Object({
  Tab: Type.Union([Type.Literal('pending'), Type.Literal('processed'), Type.Literal('mine')]),
  PageIndex: PageIndexSchema,
  PageSize: ListPageSizeSchema,
  ProductType: Type.Optional(ProductTypeSchema),
})
export type _ApprovalList = Assert<Same<Static<typeof ApprovalListBody>, Api.ApprovalOrderListRequest>>

/** { ApprovalNo } or { OrderNo }: the service takes whichever is given. */
export const ApprovalDetailBody = Type.Object(
  { ApprovalNo: Type.Optional(ApprovalNoSchema), OrderNo: Type.Optional(OrderNoSchema) },
  { minProperties: 1 },
)
export type _ApprovalDetail = Assert<Accepts<Static<typeof ApprovalDetailBody>, Api.ApprovalOrderDetailRequest>>

export const ApproveBody = Type.Object({ ApprovalNo: ApprovalNoSchema, Comment: Type.Optional(Type.String({ maxLength: 200 })) })
export type _Approve = Assert<Same<Static<typeof ApproveBody>, Api.ApproveOrderRequest>>

export const RejectBody = Type.Object({ ApprovalNo: ApprovalNoSchema, Reason: Type.String({ maxLength: 200 }) })
export type _Reject = Assert<Same<Static<typeof RejectBody>, Api.RejectOrderRequest>>

export const RevokeBody = Type.Object({ ApprovalNo: ApprovalNoSchema, Reason: Type.Optional(Type.String({ maxLength: 200 })) })
export type _Revoke = Assert<Same<Static<typeof RevokeBody>, Api.RevokeApprovalRequest>>

export const TransferBody = Type.Object({ ApprovalNo: ApprovalNoSchema, ToMemberId: IdSchema, Comment: Type.Optional(Type.String({ maxLength: 200 })) })
export type _Transfer = Assert<Same<Static<typeof TransferBody>, Api.TransferApprovalRequest>>

export const ActionData = Type.Object({
  ApprovalNo: Type.String(),
  ApprovalStatus: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('revoked')]),
  OrderNo: Type.String(),
  OrderStatus: Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s))),
})
export type _ActionData = Assert<Same<Static<typeof ActionData>, Api.ApprovalActionResult>>

// Answers (decision 0830): the Data of each route, asserted the same as its types/api type.
const ApprovalOrderListItemData = Obj({ ApprovalNo: Str, OrderNo: Str, ProductType: Lits([1, 5, 6, 7, 8] as const), ApplicantName: Str, Title: Str, Subtitle: Str, StartDate: Str, EndDate: Str, TotalFen: Int, IsOverStandard: Bool, Status: Lits(['pending', 'approved', 'rejected', 'revoked'] as const), StatusText: Str, CurrentStepName: Str, SubmittedAt: Str })
export const ApprovalOrderListData = Obj({ Items: Arr(ApprovalOrderListItemData), Total: Int, PageIndex: Int, PageSize: Int })
export type _ApprovalOrderListData = Assert<Same<Static<typeof ApprovalOrderListData>, Api.ApprovalOrderListData>>
export const ApprovalActionResultData = Obj({ ApprovalNo: Str, ApprovalStatus: Lits(['pending', 'approved', 'rejected', 'revoked'] as const), OrderNo: Str, OrderStatus: OrderStatusData })
export type _ApprovalActionResultData = Assert<Same<Static<typeof ApprovalActionResultData>, Api.ApprovalActionResult>>

/**
 * The order under approval in its product's own shape (decision 0941): hotel, car and takeout the hotel's, flight and
 * train their own. fast-json-stringify writes an anyOf by the first branch whose schema the value passes, and each
 * shape's required fields (HotelId, Segments, TrainNo) fail the others: a train or flight order is written whole
 * (server/test/approval-detail-shapes.test.ts).
 */
export const ProductOrderDetailData = Type.Union([HotelOrderDetailData, FlightOrderDetailData, TrainOrderDetailData])
export type _ProductOrderDetailData = Assert<Same<Static<typeof ProductOrderDetailData>, Api.ProductOrderDetail>>
export const ApprovalOrderDetailData = Obj({ ApprovalNo: Str, ApplicantName: Str, SubmittedAt: Str, Progress: ApprovalProgressData, Order: ProductOrderDetailData, CanApprove: Bool, CanRevoke: Bool })
export type _ApprovalOrderDetailData = Assert<Same<Static<typeof ApprovalOrderDetailData>, Api.ApprovalOrderDetail>>
