import { type Static, Type } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/travelApply'
import { POLICY_PRODUCTS } from '@domain/policy/standards'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, IdSchema, PageIndexSchema, PageSizeSchema } from '../../lib/schemas'
import { Arr, Bool, Int, Lits, Num, Obj, Opt, Str } from '../../lib/data-schemas'

const Product = Type.Union(POLICY_PRODUCTS.map((p) => Type.Literal(p)))
const City = Type.String({ minLength: 1, maxLength: 20 })
const ApplyNo = Type.String({ pattern: '^TA\\d{8,20}$' })

export const CreateBody = Type.Object({
  Reason: Type.String({ minLength: 1, maxLength: 100 }),
  DepartCity: City,
  Cities: Type.Array(City, { minItems: 1, maxItems: 5 }),
  StartDate: DateSchema,
  EndDate: DateSchema,
  Products: Type.Array(Product, { minItems: 1, maxItems: 5 }),
  BudgetFen: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  TravellerMemberIds: Type.Optional(Type.Array(IdSchema, { maxItems: 9 })),
  Remark: Type.Optional(Type.String({ maxLength: 200 })),
  Submit: Type.Optional(Type.Boolean()),
  IsAfterTheFact: Type.Optional(Type.Boolean()),
  CityDays: Type.Optional(Type.Array(Type.Object({ CityName: City, StartDate: DateSchema, EndDate: DateSchema }), { maxItems: 10 })),
})
export type _Create = Assert<Same<Static<typeof CreateBody>, Api.CreateTravelApplyRequest>>

export const ApplyNoBody = Type.Object({ ApplyNo })
export type _ApplyNo = Assert<Same<Static<typeof ApplyNoBody>, Api.TravelApplyNoRequest>>

export const ApproveBody = Type.Object({ ApplyNo, Comment: Type.Optional(Type.String({ maxLength: 200 })) })
export type _Approve = Assert<Same<Static<typeof ApproveBody>, Api.ApproveTravelApplyRequest>>
export const TransferBody = Type.Object({ ApplyNo, ToMemberId: IdSchema, Comment: Type.Optional(Type.String({ maxLength: 200 })) })
export type _Transfer = Assert<Same<Static<typeof TransferBody>, Api.TransferTravelApplyRequest>>
export const AddApproverBody = Type.Object({
  ApplyNo, ToMemberId: IdSchema, Position: Type.Union([Type.Literal('before'), Type.Literal('after')]), Comment: Type.Optional(Type.String({ maxLength: 200 })),
})
export type _AddApprover = Assert<Same<Static<typeof AddApproverBody>, Api.AddTravelApplyApproverRequest>>
export const ReturnBody = Type.Object({ ApplyNo, ToLevel: Type.Integer({ minimum: 0, maximum: 50 }), Reason: Type.String({ minLength: 1, maxLength: 200 }) })
export type _Return = Assert<Same<Static<typeof ReturnBody>, Api.ReturnTravelApplyRequest>>
export const ActionData = Type.Object({
  ApplyNo: Type.String(),
  Status: Type.Union([Type.Literal('draft'), Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('revoked')]),
})
export type _ActionData = Assert<Same<Static<typeof ActionData>, Api.TravelApplyActionData>>

export const RejectBody = Type.Object({ ApplyNo, Reason: Type.String({ minLength: 1, maxLength: 200 }) })
export type _Reject = Assert<Same<Static<typeof RejectBody>, Api.RejectTravelApplyRequest>>

export const ListBody = Type.Object({
  Tab: Type.Union([Type.Literal('mine'), Type.Literal('pending'), Type.Literal('processed')]),
  PageIndex: PageIndexSchema,
  PageSize: PageSizeSchema,
})
export type _List = Assert<Same<Static<typeof ListBody>, Api.TravelApplyListRequest>>

export const UsableBody = Type.Object({
  Product: Type.Optional(Product),
  CityName: Type.Optional(City),
  StartDate: Type.Optional(DateSchema),
  EndDate: Type.Optional(DateSchema),
})
export type _Usable = Assert<Same<Static<typeof UsableBody>, Api.UsableTravelApplyRequest>>

export const DailyBody = Type.Object({
  Category: Type.String({ minLength: 1, maxLength: 20 }),
  Reason: Type.String({ minLength: 1, maxLength: 100 }),
  CityName: Type.String({ maxLength: 20 }),
  StartDate: DateSchema,
  EndDate: DateSchema,
  BudgetFen: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  Remark: Type.Optional(Type.String({ maxLength: 200 })),
  Submit: Type.Optional(Type.Boolean()),
})
export type _Daily = Assert<Same<Static<typeof DailyBody>, Api.CreateDailyApplyRequest>>

const Leg = Type.Object({
  FromCity: City,
  ToCity: City,
  Date: DateSchema,
  Product: Type.Union([Type.Literal('flight'), Type.Literal('train'), Type.Literal('car')]),
})

export const TravelBillBody = Type.Object({
  Category: Type.String({ minLength: 1, maxLength: 20 }),
  Reason: Type.String({ minLength: 1, maxLength: 100 }),
  Legs: Type.Array(Leg, { minItems: 1, maxItems: 6 }),
  NeedHotel: Type.Boolean(),
  BudgetFen: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  TravellerMemberIds: Type.Optional(Type.Array(IdSchema, { maxItems: 9 })),
  Remark: Type.Optional(Type.String({ maxLength: 200 })),
  Submit: Type.Optional(Type.Boolean()),
})
export type _TravelBill = Assert<Same<Static<typeof TravelBillBody>, Api.CreateTravelBillRequest>>

// Answers (decision 0830): the Data of each route, asserted the same as its types/api type.
export const CreateTravelApplyData = Obj({ ApplyNo: Str, Status: Lits(['draft', 'pending', 'approved', 'rejected', 'revoked'] as const) })
export type _CreateTravelApplyData = Assert<Same<Static<typeof CreateTravelApplyData>, Api.CreateTravelApplyData>>
export const TravelApplyActionData = Obj({ ApplyNo: Str, Status: Lits(['draft', 'pending', 'approved', 'rejected', 'revoked'] as const) })
export type _TravelApplyActionData = Assert<Same<Static<typeof TravelApplyActionData>, Api.TravelApplyActionData>>
const TravelApplySummaryData = Obj({ ApplyNo: Str, Reason: Str, ApplicantName: Str, DepartCity: Str, Cities: Arr(Str), StartDate: Str, EndDate: Str, Products: Arr(Lits(['hotel', 'train', 'flight', 'car', 'takeout'] as const)), BudgetFen: Int, Status: Lits(['draft', 'pending', 'approved', 'rejected', 'revoked'] as const), StatusText: Str, CreatedAt: Str, Kind: Opt(Lits(['travel', 'daily'] as const)), Variant: Opt(Lits(['standard', 'guangxin'] as const)), Category: Opt(Str), IsAfterTheFact: Opt(Bool) })
export const TravelApplyListData = Obj({ Items: Arr(TravelApplySummaryData), Total: Int, PageIndex: Int, PageSize: Int })
export type _TravelApplyListData = Assert<Same<Static<typeof TravelApplyListData>, Api.TravelApplyListData>>
const TravelApplyTravellerData = Obj({ MemberId: Str, Name: Str })
const TravelApplyStepData = Obj({ Step: Num, Name: Str, ApproverName: Str, Status: Lits(['pending', 'approved', 'rejected', 'skipped', 'waiting'] as const), Comment: Str, DecidedAt: Str })
const TravelLegData = Obj({ FromCity: Str, ToCity: Str, Date: Str, Product: Lits(['train', 'flight', 'car'] as const) })
const TravelCityDaysData = Obj({ CityName: Str, StartDate: Str, EndDate: Str })
export const TravelApplyDetailData = Obj({ ApplyNo: Str, Reason: Str, ApplicantName: Str, DepartCity: Str, Cities: Arr(Str), StartDate: Str, EndDate: Str, Products: Arr(Lits(['hotel', 'train', 'flight', 'car', 'takeout'] as const)), BudgetFen: Int, Status: Lits(['draft', 'pending', 'approved', 'rejected', 'revoked'] as const), StatusText: Str, CreatedAt: Str, Kind: Opt(Lits(['travel', 'daily'] as const)), Variant: Opt(Lits(['standard', 'guangxin'] as const)), Category: Opt(Str), IsAfterTheFact: Opt(Bool), Travellers: Arr(TravelApplyTravellerData), Remark: Str, RejectReason: Str, Steps: Arr(TravelApplyStepData), Legs: Opt(Arr(TravelLegData)), CityDays: Opt(Arr(TravelCityDaysData)), CanSubmit: Bool, CanRevoke: Bool, CanApprove: Bool, CanBook: Bool })
export type _TravelApplyDetailData = Assert<Same<Static<typeof TravelApplyDetailData>, Api.TravelApplyDetail>>
const TravelApplySettingsData = Obj({ SkipOrderApproval: Bool, NeedTravelForm: Bool, TravelBillCanChange: Bool, ExternalNeedTravelBill: Bool, FormVariant: Opt(Lits(['standard', 'guangxin'] as const)) })
export const UsableTravelApplyData = Obj({ Items: Arr(TravelApplySummaryData), Settings: TravelApplySettingsData })
export type _UsableTravelApplyData = Assert<Same<Static<typeof UsableTravelApplyData>, Api.UsableTravelApplyData>>
