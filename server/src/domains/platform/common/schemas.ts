import { type Static, Type } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/b2b'
import type { Assert, Same } from '../../../lib/type-check'
import { IdSchema, PhoneSchema, SmsSceneSchema } from '../../../lib/schemas'
import { Arr, Int, Lits, Num, Obj, Str } from '../../../lib/data-schemas'

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

// Answers (decision 0830): the Data of each route, asserted the same as its types/api type.
export const SendSmsCodeData = Obj({ ExpireSeconds: Num })
export type _SendSmsCodeData = Assert<Same<Static<typeof SendSmsCodeData>, Api.SendSmsCodeData>>
export const GetSystemTimeData = Obj({ Now: Str, Timestamp: Num, Today: Str })
export type _GetSystemTimeData = Assert<Same<Static<typeof GetSystemTimeData>, Api.GetSystemTimeData>>
export const GetConfigData = Obj({ Version: Str, VersionCode: Num, MinVersion: Str, DefaultPlatId: Int, DefaultBookingMethod: Lits([1, 2] as const), ServicePhone: Str })
export type _GetConfigData = Assert<Same<Static<typeof GetConfigData>, Api.GetConfigData>>
const BannerData = Obj({ Id: Str, Title: Str, ImageUrl: Str, LinkUrl: Str, Sort: Int })
export const GetBannersData = Obj({ Banners: Arr(BannerData) })
export type _GetBannersData = Assert<Same<Static<typeof GetBannersData>, Api.GetBannersData>>
const RegionData = Obj({ Code: Str, Name: Str, ParentCode: Str, Level: Lits([1, 2, 3] as const) })
export const GetProvinceListData = Obj({ Provinces: Arr(RegionData) })
export type _GetProvinceListData = Assert<Same<Static<typeof GetProvinceListData>, Api.GetProvinceListData>>
export const GetCityListData = Obj({ Cities: Arr(RegionData) })
export type _GetCityListData = Assert<Same<Static<typeof GetCityListData>, Api.GetCityListData>>
export const GetDistrictListData = Obj({ Districts: Arr(RegionData) })
export type _GetDistrictListData = Assert<Same<Static<typeof GetDistrictListData>, Api.GetDistrictListData>>
const IdentityTypeData = Obj({ Code: Num, Name: Str })
export const GetIdentityTypeListData = Obj({ IdentityTypes: Arr(IdentityTypeData) })
export type _GetIdentityTypeListData = Assert<Same<Static<typeof GetIdentityTypeListData>, Api.GetIdentityTypeListData>>
const NationalityData = Obj({ Code: Str, Name: Str, EnName: Str })
export const GetNationalityListData = Obj({ Nationalities: Arr(NationalityData) })
export type _GetNationalityListData = Assert<Same<Static<typeof GetNationalityListData>, Api.GetNationalityListData>>
export const DDGetLoginUrlData = Obj({ LoginUrl: Str })
export type _DDGetLoginUrlData = Assert<Same<Static<typeof DDGetLoginUrlData>, Api.DDGetLoginUrlData>>
export const GetPublicConfigValueData = Obj({ Key: Str, Value: Str })
export type _GetPublicConfigValueData = Assert<Same<Static<typeof GetPublicConfigValueData>, Api.GetPublicConfigValueData>>
