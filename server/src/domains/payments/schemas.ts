import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/order'
import type { Assert, Same } from '../../lib/type-check'
import { Arr, Bool, Int, Lits, Nullable, Obj, OrderStatusData, Str } from '../../lib/data-schemas'
import { ProductTypeSchema } from '../../lib/schemas'
import { OrderNoSchema } from '../orders/public'

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

// ---------------------------------------------------------------- answers (Data)

const PayMethod = Lits<Api.PayMethod>(['enterprise', 'personal', 'hotel'])
export const PayInfoData = Obj({
  OrderNo: Str, ProductType: ProductTypeSchema, Title: Str, Subtitle: Str, AmountFen: Int, PayDeadline: Str, ServerTime: Str, OrderStatus: OrderStatusData,
  IsPayable: Bool, Enterprise: Obj({ BalanceFen: Int, IsAllowed: Bool, DisabledReason: Str }), IsPersonalAllowed: Bool, IsBankTransferAllowed: Bool,
})
export type _PayInfoData = Assert<Same<Static<typeof PayInfoData>, Api.PayInfo>>
export const PayResultData = Obj({
  OrderNo: Str, PayNo: Str, Status: Lits<Api.PayStatus>(['unpaid', 'paying', 'paid', 'failed', 'closed']), PaidFen: Int, PayMethod, PaidAt: Nullable(Str),
  OrderStatus: OrderStatusData, BalanceAfterFen: Nullable(Int),
})
export type _PayResultData = Assert<Same<Static<typeof PayResultData>, Api.PayResult>>
export const CreatePersonalPayData = Obj({ PayNo: Str, GatewayUrl: Str, ExpireAt: Str })
export type _CreatePersonalPayData = Assert<Same<Static<typeof CreatePersonalPayData>, Api.CreatePersonalPayData>>
export const CreateWechatPayData = Obj({
  PayNo: Str, ExpireAt: Str,
  PayParams: Obj({ appId: Str, timeStamp: Str, nonceStr: Str, package: Str, signType: Lits<'RSA'>(['RSA']), paySign: Str }),
})
export type _CreateWechatPayData = Assert<Same<Static<typeof CreateWechatPayData>, Api.CreateWechatPayData>>
export const BankTransferInfoData = Obj({
  OrderNo: Str, AmountFen: Int, AccountName: Str, AccountNo: Str, BankName: Str, BranchName: Str, TransferRemark: Str, PayDeadline: Str, Notes: Arr(Str),
})
export type _BankTransferInfoData = Assert<Same<Static<typeof BankTransferInfoData>, Api.BankTransferInfo>>
