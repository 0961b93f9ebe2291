import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/common'
import type { Assert, Same } from '../../lib/type-check'
import { Arr, Bool, Int, Lits, Obj, Str } from '../../lib/data-schemas'
import { DateSchema, IdSchema, ProductTypeSchema } from '../../lib/schemas'

export const ValidateBudgetBody = Type.Object({
  Amount: Type.Integer({ minimum: 0, maximum: 100_000_000_00 }),
  ProductType: ProductTypeSchema,
  DepartmentId: Type.Optional(IdSchema),
  CostCenterId: Type.Optional(IdSchema),
  ProjectId: Type.Optional(IdSchema),
  TravelDate: Type.Optional(DateSchema),
})
export type _ValidateBudget = Assert<Same<Static<typeof ValidateBudgetBody>, Api.ValidateBudgetRequest>>

export const ValidateBudgetData = Obj({
  IsPass: Bool,
  IsOverBudget: Bool,
  ControlType: Lits<Api.BudgetControlType>([0, 1, 2]),
  Budgets: Arr(Obj({
    BudgetId: Str, BudgetName: Str, DimensionType: Lits<Api.BudgetCheck['DimensionType']>(['department', 'costCenter', 'project']),
    DimensionId: Str, DimensionName: Str, Period: Str, TotalAmount: Int, UsedAmount: Int, RemainingAmount: Int,
    ControlType: Lits<Api.BudgetControlType>([0, 1, 2]), IsOver: Bool,
  })),
  Message: Str,
})
export type _ValidateBudgetData = Assert<Same<Static<typeof ValidateBudgetData>, Api.ValidateBudgetData>>
