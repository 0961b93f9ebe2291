import type { Db } from '../../../db/types'
import type * as Api from '../../../../../types/api/b2b'
import { conflict, invalidInput, notFound, tooManyRequests } from '../../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../../lib/time'
import type { SmsGateway } from '../../identity/public'
import { CODE_TTL_SECONDS, issueCode } from '../../identity/public'
import * as repo from './repository'

export const APP_VERSION = '8.15.00'
export const APP_VERSION_CODE = 278
export const DEFAULT_PLAT_ID = 1020
/** Codes one phone may receive per hour, whatever the IP (the per phone+IP limit is on the route). */
const SMS_PER_PHONE_PER_HOUR = 20

export type SmsDeps = { db: Db; sms: SmsGateway; countHit(key: string, windowMs: number): Promise<number> }

export async function sendSmsCode(deps: SmsDeps, body: Api.SendSmsCodeRequest): Promise<Api.SendSmsCodeData> {
  const registered = await repo.accountExists(deps.db, body.Phone)
  if (body.Scene === 'register' && registered) throw conflict('该手机号已注册，请直接登录')
  if ((await deps.countHit(`sms-phone:${body.Phone}`, 3_600_000)) > SMS_PER_PHONE_PER_HOUR) {
    throw tooManyRequests('验证码发送过于频繁，请稍后再试')
  }
  // Login and password reset: an unknown phone gets the same answer but no SMS (no account enumeration).
  // An enterprise's sign-up (decision 0331) proves any phone, registered or not.
  if (body.Scene === 'register' || body.Scene === 'enterpriseRegister' || registered) {
    const code = await issueCode(deps.db, body.Phone, body.Scene)
    await deps.sms.sendCode({ phone: body.Phone, scene: body.Scene, code, expireMinutes: CODE_TTL_SECONDS / 60 })
  }
  return { ExpireSeconds: CODE_TTL_SECONDS }
}

export function systemTime(now = new Date()): Api.GetSystemTimeData {
  return { Now: shanghaiIso(now), Timestamp: now.getTime(), Today: shanghaiDate(now) }
}

export async function config(db: Db): Promise<Api.GetConfigData> {
  return {
    Version: APP_VERSION,
    VersionCode: APP_VERSION_CODE,
    MinVersion: APP_VERSION,
    DefaultPlatId: DEFAULT_PLAT_ID,
    DefaultBookingMethod: 1,
    ServicePhone: await repo.defaultServicePhone(db),
  }
}

/** The enterprise's banners first, then its platform's (the default platform's when it has none). */
export async function banners(db: Db, platId: number, enterpriseId: number | null, position = 'home'): Promise<Api.GetBannersData> {
  const platformId = (await repo.hasPlatformBanners(db, platId, position)) ? platId : DEFAULT_PLAT_ID
  return { Banners: await repo.findBanners(db, platformId, enterpriseId, position) }
}

export async function cities(db: Db, provinceCode: string): Promise<Api.GetCityListData> {
  if (!(await repo.regionExists(db, provinceCode, 1))) throw notFound('省份不存在')
  return { Cities: await repo.findRegions(db, 2, provinceCode) }
}

export async function districts(db: Db, cityCode: string): Promise<Api.GetDistrictListData> {
  if (!(await repo.regionExists(db, cityCode, 2))) throw notFound('城市不存在')
  return { Districts: await repo.findRegions(db, 3, cityCode) }
}

/** `authorizeUrl`: DingTalk's OAuth page, or the simulated one (sso domain, decision 0272). */
export async function ddLoginUrl(db: Db, body: Api.DDGetLoginUrlRequest, authorizeUrl: string): Promise<Api.DDGetLoginUrlData> {
  const enterprise = await repo.findEnterpriseDingTalk(db, Number(body.EnterpriseId))
  if (!enterprise?.dingtalk_client_id || !enterprise.dingtalk_corp_id) throw notFound('该企业未开通钉钉登录')
  const query = new URLSearchParams({
    redirect_uri: body.RedirectUri,
    response_type: 'code',
    client_id: enterprise.dingtalk_client_id,
    scope: 'openid corpid',
    state: body.EnterpriseId,
    prompt: 'consent',
    org_type: 'management',
    corpId: enterprise.dingtalk_corp_id,
  })
  return { LoginUrl: `${authorizeUrl}?${query.toString()}` }
}

export async function publicConfigValue(db: Db, body: Api.GetPublicConfigValueRequest): Promise<Api.GetPublicConfigValueData> {
  const key = body.key ?? body.Key
  if (!key) throw invalidInput('请填写配置项')
  const value = await repo.findPublicConfig(db, key)
  if (value === undefined) throw notFound('配置项不存在')
  return { Key: key, Value: value }
}
