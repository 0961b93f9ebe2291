import { Type, type Static } from '@sinclair/typebox'
import type * as Expense from '../../../../types/api/expense'
import type * as Api from '../../../../types/api/subsidy'
import { SUBSIDY_ITEMS } from '../../../../domain/expense/subsidyLine'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, IdSchema } from '../../lib/schemas'

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
