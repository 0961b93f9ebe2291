import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/order'
import type { Assert, Same } from '../../lib/type-check'
import { PageIndexSchema, ProductTypeSchema } from '../../lib/schemas'

export const OrderNoSchema = Type.String({ pattern: '^[A-Z]\\d{8,24}$' })
export const ListPageSizeSchema = Type.Integer({ minimum: 1, maximum: 50 })

export const OrderListBody = Type.Object({
  Tab: Type.Union(['all', 'pendingApproval', 'pendingPayment', 'confirmed', 'completed', 'cancelled'].map((tab) => Type.Literal(tab as Api.OrderListTab))),
  ProductType: Type.Optional(ProductTypeSchema),
  PageIndex: PageIndexSchema,
  PageSize: ListPageSizeSchema,
})
export type _OrderList = Assert<Same<Static<typeof OrderListBody>, Api.OrderListRequest>>

export const OrderNoBody = Type.Object({ OrderNo: OrderNoSchema })

export const CancelBody = Type.Object({ OrderNo: OrderNoSchema, Reason: Type.String({ maxLength: 200 }) })
export type _Cancel = Assert<Same<Static<typeof CancelBody>, Api.CancelOrderRequest>>
