import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/common'
import type { Assert, Same } from '../../lib/type-check'
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
