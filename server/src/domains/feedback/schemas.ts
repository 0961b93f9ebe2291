import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/tripwise-m-api'
import type { Assert, Same } from '../../lib/type-check'
import { PageIndexSchema, PageSizeSchema, PhoneSchema, ProductTypeSchema } from '../../lib/schemas'

export const SaveBody = Type.Object({
  FeedbackType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  Content: Type.String({ minLength: 10, maxLength: 500 }),
  ImageUrls: Type.Array(Type.String({ pattern: '^/tripwise-m-api/common/file/[0-9a-f]{32}$' }), { maxItems: 3 }),
  ContactPhone: PhoneSchema,
  OrderNo: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' })),
  ProductType: Type.Optional(ProductTypeSchema),
})
export type _Save = Assert<Same<Static<typeof SaveBody>, Api.FeedbackSaveRequest>>

export const PageBody = Type.Object({ PageIndex: PageIndexSchema, PageSize: PageSizeSchema })
export type _Page = Assert<Same<Static<typeof PageBody>, Api.FeedbackPageRequest>>
