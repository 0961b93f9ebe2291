import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/b2b'
import { post } from '../../../lib/route'
import { EmptyBody } from '../../../lib/schemas'
import { platIdFrom } from '../../identity/accounts'
import { phoneAndIp } from '../../../plugins/rate-limit'
import type { SmsGateway } from '../../../suppliers/sms/index'
import * as S from './schemas'
import * as repo from './repository'
import * as service from './service'

/** b2b Common/*: SMS codes and the public data every screen may need (no login unless stated). */
export default async function commonRoutes(app: FastifyInstance, options: { sms: SmsGateway }) {
  const { db } = app
  const smsDeps = { db, sms: options.sms, countHit: app.countHit }

  post<typeof S.SendSmsCodeBody, Api.SendSmsCodeData>(app, '/SendSmsCode', S.SendSmsCodeBody, {
    auth: 'public',
    rateLimit: { max: 5, timeWindow: 60_000, hook: 'preValidation', keyGenerator: phoneAndIp('sms') },
    handler: (request) => service.sendSmsCode(smsDeps, request.body),
  })

  post<typeof EmptyBody, Api.GetSystemTimeData>(app, '/GetSystemTime', EmptyBody, {
    auth: 'public',
    handler: async () => service.systemTime(),
  })

  post<typeof EmptyBody, Api.GetConfigData>(app, '/GetConfig', EmptyBody, {
    auth: 'public',
    handler: () => service.config(db),
  })

  post<typeof S.GetBannersBody, Api.GetBannersData>(app, '/GetBanners', S.GetBannersBody, {
    auth: 'optional',
    handler: async (request) => {
      const member = request.member
      const platId = member
        ? ((await repo.enterprisePlatId(db, member.enterpriseId)) ?? service.DEFAULT_PLAT_ID)
        : platIdFrom(request.headers.platid, service.DEFAULT_PLAT_ID)
      return service.banners(db, platId, member?.enterpriseId ?? null, request.body.Position ?? 'home')
    },
  })

  post<typeof EmptyBody, Api.GetProvinceListData>(app, '/GetProvinceList', EmptyBody, {
    auth: 'public',
    handler: async () => ({ Provinces: await repo.findRegions(db, 1, '') }),
  })

  post<typeof S.GetCityListBody, Api.GetCityListData>(app, '/GetCityList', S.GetCityListBody, {
    auth: 'public',
    handler: (request) => service.cities(db, request.body.ProvinceCode),
  })

  post<typeof S.GetDistrictListBody, Api.GetDistrictListData>(app, '/GetDistrictList', S.GetDistrictListBody, {
    auth: 'public',
    handler: (request) => service.districts(db, request.body.CityCode),
  })

  post<typeof EmptyBody, Api.GetIdentityTypeListData>(app, '/GetIdentityTypeList', EmptyBody, {
    auth: 'public',
    handler: async () => ({ IdentityTypes: await repo.findIdentityTypes(db) }),
  })

  post<typeof EmptyBody, Api.GetNationalityListData>(app, '/GetNationalityList', EmptyBody, {
    auth: 'public',
    handler: async () => ({ Nationalities: await repo.findNationalities(db) }),
  })

  post<typeof S.DDGetLoginUrlBody, Api.DDGetLoginUrlData>(app, '/DDGetLoginUrl', S.DDGetLoginUrlBody, {
    auth: 'public',
    handler: (request) => service.ddLoginUrl(db, request.body),
  })

  post<typeof S.GetPublicConfigValueBody, Api.GetPublicConfigValueData>(app, '/GetPublicConfigValue', S.GetPublicConfigValueBody, {
    auth: 'public',
    handler: (request) => service.publicConfigValue(db, request.body),
  })
}
