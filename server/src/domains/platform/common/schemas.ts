import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/b2b'
import type { Assert, Same } from '../../../lib/type-check'
import { IdSchema, PhoneSchema, SmsSceneSchema } from '../../../lib/schemas'

export const SendSmsCodeBody = Type.Object({ Phone: PhoneSchema, Scene: SmsSceneSchema })
export type _SendSmsCode = Assert<Same<Static<typeof SendSmsCodeBody>, Api.SendSmsCodeRequest>>

export const GetBannersBody = Type.Object({ Position: Type.Optional(Type.Literal('home')) })
export type _GetBanners = Assert<Same<Static<typeof GetBannersBody>, Api.GetBannersRequest>>

const RegionCode = Type.String({ pattern: '^\\d{6}$' })
export const GetCityListBody = Type.Object({ ProvinceCode: RegionCode })
export type _GetCityList = Assert<Same<Static<typeof GetCityListBody>, Api.GetCityListRequest>>
export const GetDistrictListBody = Type.Object({ CityCode: RegionCode })
export type _GetDistrictList = Assert<Same<Static<typeof GetDistrictListBody>, Api.GetDistrictListRequest>>

export const DDGetLoginUrlBody = Type.Object({
  RedirectUri: Type.String({ minLength: 1, maxLength: 500, pattern: '^https?://[^\\s]+$' }),
  EnterpriseId: IdSchema,
})
export type _DDGetLoginUrl = Assert<Same<Static<typeof DDGetLoginUrlBody>, Api.DDGetLoginUrlRequest>>

const ConfigKey = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' })
export const GetPublicConfigValueBody = Type.Object({ key: Type.Optional(ConfigKey), Key: Type.Optional(ConfigKey) })
export type _GetPublicConfigValue = Assert<Same<Static<typeof GetPublicConfigValueBody>, Api.GetPublicConfigValueRequest>>
