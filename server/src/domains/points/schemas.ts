import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/points'
import { PageIndexSchema, PageSizeSchema, PhoneSchema } from '../../lib/schemas'
import { Arr, Int, Lits, Nullable, Obj, Str } from '../../lib/data-schemas'
import type { Assert, Same } from '../../lib/type-check'
import { TRANSFER_MAX, TRANSFER_MIN } from './rules'

export const PageBody = Type.Object({
  PageIndex: PageIndexSchema,
  PageSize: PageSizeSchema,
  Direction: Type.Optional(Type.Union([Type.Literal('in'), Type.Literal('out')])),
})
export type _Page = Assert<Same<Static<typeof PageBody>, Api.PagePointsRecordsRequest>>

export const TransferBody = Type.Object({
  ToPhone: PhoneSchema,
  Points: Type.Integer({ minimum: TRANSFER_MIN, maximum: TRANSFER_MAX }),
  Remark: Type.Optional(Type.String({ maxLength: 50 })),
})
export type _Transfer = Assert<Same<Static<typeof TransferBody>, Api.TransferPointsRequest>>

export const CashbackPageQuery = Type.Object({ PageIndex: PageIndexSchema, PageSize: PageSizeSchema })
export type _CashbackPage = Assert<Same<Static<typeof CashbackPageQuery>, Api.CashbackPageRequest>>

// ---------------------------------------------------------------- answers (Data)

export const MemberPointsData = Obj({ Balance: Int, TotalEarned: Int, TotalUsed: Int, EnterpriseName: Str })
export type _MemberPointsData = Assert<Same<Static<typeof MemberPointsData>, Api.MemberPointsData>>
export const PagePointsRecordsData = Obj({
  Total: Int,
  Items: Arr(Obj({
    RecordId: Str, Points: Int, Kind: Lits<Api.PointsKind>(['earn', 'redeem', 'transfer_in', 'transfer_out', 'expire']), Title: Str,
    OrderNo: Nullable(Str), CounterpartName: Nullable(Str), Remark: Str, CreatedAt: Str,
  })),
})
export type _PagePointsRecordsData = Assert<Same<Static<typeof PagePointsRecordsData>, Api.PagePointsRecordsData>>
export const PointsRulesData = Obj({ Rules: Arr(Obj({ Title: Str, Content: Str })), TransferMin: Int, TransferMax: Int })
export type _PointsRulesData = Assert<Same<Static<typeof PointsRulesData>, Api.PointsRulesData>>
export const TransferPointsData = Obj({ Balance: Int, ToName: Str })
export type _TransferPointsData = Assert<Same<Static<typeof TransferPointsData>, Api.TransferPointsData>>
export const CashbackBalanceData = Obj({ Balance: Int, Pending: Int, TotalEarned: Int })
export type _CashbackBalanceData = Assert<Same<Static<typeof CashbackBalanceData>, Api.CashbackBalanceData>>
export const CashbackInfoData = Obj({ Title: Str, Rules: Arr(Str), WithdrawMinFen: Int })
export type _CashbackInfoData = Assert<Same<Static<typeof CashbackInfoData>, Api.CashbackInfoData>>
export const CashbackPageData = Obj({
  Total: Int,
  Items: Arr(Obj({
    RecordId: Str, AmountFen: Int, Kind: Lits<Api.CashbackRecord['Kind']>(['cashback', 'withdraw']), Status: Lits<Api.CashbackRecord['Status']>(['pending', 'settled']),
    Title: Str, OrderNo: Nullable(Str), CreatedAt: Str,
  })),
})
export type _CashbackPageData = Assert<Same<Static<typeof CashbackPageData>, Api.CashbackPageData>>
