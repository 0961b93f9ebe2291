import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/accountExtras'
import { PhoneSchema } from '../../../lib/schemas'
import { Int, Lits, Nullable, Num, Obj, Str } from '../../../lib/data-schemas'
import type { Assert, Same } from '../../../lib/type-check'

const VerifyIdSchema = Type.String({ pattern: '^[0-9a-f]{32}$' })

export const FaceVerifyStartBody = Type.Object({
  Scene: Type.Union([Type.Literal('self'), Type.Literal('newUser')]),
  Name: Type.String({ minLength: 1, maxLength: 30 }),
  IdNo: Type.String({ pattern: '^\\d{17}[\\dXx]$' }),
  Phone: Type.Optional(PhoneSchema),
})
export type _FaceVerifyStart = Assert<Same<Static<typeof FaceVerifyStartBody>, Api.FaceVerifyStartRequest>>

export const FaceVerifySubmitBody = Type.Object({ VerifyId: VerifyIdSchema, PhotoUrl: Type.String({ minLength: 1, maxLength: 200 }) })
export type _FaceVerifySubmit = Assert<Same<Static<typeof FaceVerifySubmitBody>, Api.FaceVerifySubmitRequest>>

export const FaceVerifyResultBody = Type.Object({ VerifyId: VerifyIdSchema })
export type _FaceVerifyResult = Assert<Same<Static<typeof FaceVerifyResultBody>, Api.FaceVerifyResultRequest>>

// ---------------------------------------------------------------- answers (Data)

export const FaceVerifyStartData = Obj({ VerifyId: Str, ExpireSeconds: Int })
export type _FaceVerifyStartData = Assert<Same<Static<typeof FaceVerifyStartData>, Api.FaceVerifyStartData>>
export const FaceVerifyResultData = Obj({
  VerifyId: Str, Scene: Lits<Api.FaceScene>(['self', 'newUser']), Status: Lits<Api.FaceStatus>(['pending', 'passed', 'failed', 'expired']),
  Name: Str, MaskedIdNo: Str, Score: Nullable(Num), Reason: Str,
})
export type _FaceVerifyResultData = Assert<Same<Static<typeof FaceVerifyResultData>, Api.FaceVerifyResultData>>
export const FaceVerifySubmitData = FaceVerifyResultData
