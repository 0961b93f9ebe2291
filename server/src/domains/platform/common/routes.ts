import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/b2b'
import { post } from '../../../lib/route'
import { EmptyBody } from '../../../lib/schemas'
import { platIdFrom } from '../../identity/public'
import { phoneAndIp } from '../../../plugins/rate-limit'
import * as S from './schemas'
import * as repo from './repository'
import * as service from './service'

/** b2b Common/*: SMS codes and the public data every screen may need (no login unless stated). */
export default async function commonRoutes(app: FastifyInstance) {
  const { db } = app
  const smsDeps = { db, sms: app.sms, countHit: app.countHit }

  post<typeof S.SendSmsCodeBody, Api.SendSmsCodeData>(app, { module: 'b2b', path: '/Common/SendSmsCode' }, S.SendSmsCodeBody, {
    data: S.SendSmsCodeData,
    doc: { body: '`{Phone, Scene: \'login\' | \'register\' | \'resetPassword\' | \'enterpriseRegister\'}`', data: '`{ExpireSeconds: 300}`; 5 wrong tries kill a code; register for a known phone 4009; login/reset for an unknown phone answer 0000 and send nothing' },
    auth: 'public',
    rateLimit: { max: 5, timeWindow: 60_000, hook: 'preValidation', keyGenerator: phoneAndIp('sms') },
    handler: (request) => service.sendSmsCode(smsDeps, request.body),
  })

  post<typeof EmptyBody, Api.GetSystemTimeData>(app, { module: 'b2b', path: '/Common/GetSystemTime' }, EmptyBody, {
    data: S.GetSystemTimeData,
    doc: { body: '`{}`', data: '`{Now, Timestamp, Today}`' },
    auth: 'public',
    handler: async () => service.systemTime(),
  })

  post<typeof EmptyBody, Api.GetConfigData>(app, { module: 'b2b', path: '/Common/GetConfig' }, EmptyBody, {
    data: S.GetConfigData,
    doc: { body: '`{}`', data: '`{Version, VersionCode, MinVersion, DefaultPlatId, DefaultBookingMethod, ServicePhone}`' },
    auth: 'public',
    handler: () => service.config(db),
  })

  post<typeof S.GetBannersBody, Api.GetBannersData>(app, { module: 'b2b', path: '/Common/GetBanners' }, S.GetBannersBody, {
    data: S.GetBannersData,
    doc: { body: '`{Position?: \'home\'}`', data: '`{Banners[{Id, Title, ImageUrl, LinkUrl, Sort}]}`: the enterprise\'s, then its platform\'s (PlatId header before login; the default platform\'s when it has none)' },
    auth: 'optional',
    handler: async (request) => {
      const member = request.member
      const platId = member
        ? ((await repo.enterprisePlatId(db, member.enterpriseId)) ?? service.DEFAULT_PLAT_ID)
        : platIdFrom(request.headers.platid, service.DEFAULT_PLAT_ID)
      return service.banners(db, platId, member?.enterpriseId ?? null, request.body.Position ?? 'home')
    },
  })

  post<typeof EmptyBody, Api.GetProvinceListData>(app, { module: 'b2b', path: '/Common/GetProvinceList' }, EmptyBody, {
    data: S.GetProvinceListData,
    doc: { body: '`{}`', data: '`{Provinces[{Code, Name, ParentCode, Level}]}` (34)' },
    auth: 'public',
    handler: async () => ({ Provinces: await repo.findRegions(db, 1, '') }),
  })

  post<typeof S.GetCityListBody, Api.GetCityListData>(app, { module: 'b2b', path: '/Common/GetCityList' }, S.GetCityListBody, {
    data: S.GetCityListData,
    doc: { body: '`{ProvinceCode}`', data: '`{Cities[Region]}`; unknown province 4004' },
    auth: 'public',
    handler: (request) => service.cities(db, request.body.ProvinceCode),
  })

  post<typeof S.GetDistrictListBody, Api.GetDistrictListData>(app, { module: 'b2b', path: '/Common/GetDistrictList' }, S.GetDistrictListBody, {
    data: S.GetDistrictListData,
    doc: { body: '`{CityCode}`', data: '`{Districts[Region]}`; unknown city 4004' },
    auth: 'public',
    handler: (request) => service.districts(db, request.body.CityCode),
  })

  post<typeof EmptyBody, Api.GetIdentityTypeListData>(app, { module: 'b2b', path: '/Common/GetIdentityTypeList' }, EmptyBody, {
    data: S.GetIdentityTypeListData,
    doc: { body: '`{}`', data: '`{IdentityTypes[{Code, Name}]}`' },
    auth: 'public',
    handler: async () => ({ IdentityTypes: await repo.findIdentityTypes(db) }),
  })

  post<typeof EmptyBody, Api.GetNationalityListData>(app, { module: 'b2b', path: '/Common/GetNationalityList' }, EmptyBody, {
    data: S.GetNationalityListData,
    doc: { body: '`{}`', data: '`{Nationalities[{Code (ISO 3166-1), Name, EnName}]}`' },
    auth: 'public',
    handler: async () => ({ Nationalities: await repo.findNationalities(db) }),
  })

  post<typeof S.DDGetLoginUrlBody, Api.DDGetLoginUrlData>(app, { module: 'b2b', path: '/Common/DDGetLoginUrl' }, S.DDGetLoginUrlBody, {
    data: S.DDGetLoginUrlData,
    doc: { body: '`{RedirectUri (http/https), EnterpriseId}`', data: '`{LoginUrl}` (DingTalk OAuth address); enterprise without DingTalk 4004' },
    auth: 'public',
    handler: (request) => service.ddLoginUrl(db, request.body, app.dingtalkAuthorizeUrl(`${request.protocol}://${request.headers.host ?? 'localhost'}`)),
  })

  post<typeof S.GetPublicConfigValueBody, Api.GetPublicConfigValueData>(app, { module: 'b2b', path: '/Common/GetPublicConfigValue' }, S.GetPublicConfigValueBody, {
    data: S.GetPublicConfigValueData,
    doc: { body: '`{key}` (or `{Key}`)', data: '`{Key, Value}`; keys OnlineServiceAppKey, CustomerServiceTeam[PlatId], InternationalAirTicketCustomerServiceTeam[PlatId]; others 4004' },
    auth: 'public',
    handler: (request) => service.publicConfigValue(db, request.body),
  })
}
