import { Type, type Static } from '@sinclair/typebox'
import type * as Expense from '../../../../types/api/expense'
import type * as Api from '../../../../types/api/subsidy'
import { SUBSIDY_ITEMS } from '../../../../domain/expense/subsidyLine'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, IdSchema } from '../../lib/schemas'
import { Arr, Bool, Int, Lits, Num, Obj, Opt, Str } from '../../lib/data-schemas'

// Travel subsidies v3, subsidy cost lines and travel cities (decisions 0321, 0323).

const ApplyNo = Type.String({ pattern: '^[A-Z]{1,4}\\d{6,24}$' })
const OrderNos = Type.Array(Type.String({ minLength: 4, maxLength: 40 }), { maxItems: 30 })
const Dates = Type.Array(DateSchema, { maxItems: 120 })
const Item = Type.Union(SUBSIDY_ITEMS.map((i) => Type.Literal(i)))

export const ClaimSubsidyBody = Type.Object({ ApplyNo: Type.Optional(ApplyNo), OrderNos: Type.Optional(OrderNos), Dates: Type.Optional(Dates) })
export type _Claim = Assert<Same<Static<typeof ClaimSubsidyBody>, Expense.ClaimSubsidyRequest>>

export const ApplyNoBody = Type.Object({ ApplyNo })
export type _ApplyNo = Assert<Same<Static<typeof ApplyNoBody>, Api.SubsidyApplyNoRequest>>

export const PreviewBody = Type.Object({ ApplyNo, OrderNos: Type.Optional(OrderNos), Dates: Type.Optional(Dates) })
export type _Preview = Assert<Same<Static<typeof PreviewBody>, Api.SubsidyPreviewRequest>>

export const CostIdBody = Type.Object({ CostId: IdSchema })
export type _CostId = Assert<Same<Static<typeof CostIdBody>, Api.SubsidyCostIdRequest>>

export const SaveLineBody = Type.Object({
  CostId: IdSchema,
  Days: Type.Array(Type.Object({ Date: DateSchema, Keep: Type.Boolean(), Deducted: Type.Array(Item, { maxItems: 3 }) }), { maxItems: 120 }),
  Remark: Type.String({ maxLength: 200 }),
})
export type _SaveLine = Assert<Same<Static<typeof SaveLineBody>, Api.SaveSubsidyCostRequest>>

// ---------------------------------------------------------------- answers (Data)

const Journey = Obj({
  ApplyNo: Str, Reason: Str, CityName: Str, CityTier: Int, StartDate: Str, EndDate: Str, OrderCount: Int, DailyFen: Int, UnclaimedFen: Int,
})
export const SubsidyJourneyListData = Obj({ Items: Arr(Journey) })
export type _SubsidyJourneyListData = Assert<Same<Static<typeof SubsidyJourneyListData>, Api.SubsidyJourneyListData>>
export const SubsidyJourneyProductsData = Obj({
  Journey,
  Items: Arr(Obj({ OrderNo: Str, ProductType: Int, ProductName: Str, Title: Str, StartAt: Str, EndAt: Str, AmountFen: Int, Timing: Bool })),
})
export type _SubsidyJourneyProductsData = Assert<Same<Static<typeof SubsidyJourneyProductsData>, Api.SubsidyJourneyProductsData>>
export const SubsidyPreviewData = Obj({
  Depart: Str, Back: Str, TimedBy: Lits<Api.SubsidyPreviewData['TimedBy']>(['orders', 'application']), CityName: Str, CityTier: Int, DailyFen: Int,
  DepartAfter: Str, ReturnBefore: Str,
  Days: Arr(Obj({ Date: Str, Halves: Lits<1 | 2>([1, 2]), AmountFen: Int, CityName: Opt(Str), Claimed: Bool, Selected: Bool })),
  DayCount: Num, AmountFen: Int,
})
export type _SubsidyPreviewData = Assert<Same<Static<typeof SubsidyPreviewData>, Api.SubsidyPreviewData>>
const LineFields = { CostId: Str, CityName: Str, FirstDate: Str, LastDate: Str, DayCount: Num, AmountFen: Int, Remark: Str, BillNo: Str, Editable: Bool }
export const SubsidyLinesData = Obj({ Items: Arr(Obj(LineFields)) })
export type _SubsidyLinesData = Assert<Same<Static<typeof SubsidyLinesData>, Api.SubsidyLinesData>>
export const SubsidyLineDetailData = Obj({
  ...LineFields,
  Days: Arr(Obj({
    Date: Str, Halves: Arr(Lits<0 | 1>([0, 1])), MealFen: Int, TransportFen: Int, CommunicationFen: Int, Deducted: Arr(Lits(SUBSIDY_ITEMS)), AmountFen: Int, Itemised: Bool,
  })),
})
export type _SubsidyLineDetailData = Assert<Same<Static<typeof SubsidyLineDetailData>, Api.SubsidyLineDetail>>
export const SaveSubsidyCostData = Obj({ CostId: Str, AmountFen: Int, DayCount: Num })
export type _SaveSubsidyCostData = Assert<Same<Static<typeof SaveSubsidyCostData>, Api.SaveSubsidyCostData>>
export const TravelCitiesData = Obj({
  Cities: Arr(Obj({ CityName: Str, Pinyin: Str, Initial: Str, Tier: Lits<1 | 2 | 3>([1, 2, 3]), ProvinceName: Str, IsHot: Bool })),
  DailyFenByTier: Obj({ 1: Opt(Int), 2: Opt(Int), 3: Opt(Int) }),
})
export type _TravelCitiesData = Assert<Same<Static<typeof TravelCitiesData>, Api.TravelCitiesData>>
