import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/order'
import type { Assert, Same } from '../../lib/type-check'
import { OrderNoSchema } from '../orders/schemas'

const PayNoSchema = Type.String({ pattern: '^P\\d{8,30}$' })
const AmountSchema = Type.Integer({ minimum: 1, maximum: 100_000_000_00 })

export const OrderNoBody = Type.Object({ OrderNo: OrderNoSchema })
export type _PayInfo = Assert<Same<Static<typeof OrderNoBody>, Api.GetPayInfoRequest>>

export const PayBody = Type.Object({ OrderNo: OrderNoSchema, AmountFen: AmountSchema })
export type _PayByEnterprise = Assert<Same<Static<typeof PayBody>, Api.PayByEnterpriseAccountRequest>>
export type _CreatePersonalPay = Assert<Same<Static<typeof PayBody>, Api.CreatePersonalPayRequest>>

export const ConfirmBody = Type.Object({ PayNo: PayNoSchema })
export type _Confirm = Assert<Same<Static<typeof ConfirmBody>, Api.ConfirmPersonalPayRequest>>

export const StatusBody = Type.Object({ OrderNo: OrderNoSchema, PayNo: Type.Optional(PayNoSchema) })
export type _Status = Assert<Same<Static<typeof StatusBody>, Api.GetPayStatusRequest>>

export const WechatPayBody = Type.Object({
  OrderNo: OrderNoSchema,
  AmountFen: AmountSchema,
  Scene: Type.Union([Type.Literal('miniProgram'), Type.Literal('jsapi')]),
  AppId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' }),
})
export type _CreateWechatPay = Assert<Same<Static<typeof WechatPayBody>, Api.CreateWechatPayRequest>>
