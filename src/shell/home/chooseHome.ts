import { BRAND_PLAT_IDS, REFERRER_IDS, sameId } from '@/core/constants'
import { linkTo } from '@/routes/link'

export type HomeContext = {
  /** Settings RefId (the referrer the user came from). */
  refId?: string | number | null
  /** AzgoUserInfo.AzgoTraceId of the client state. */
  azgoTraceId?: string | null
  /** The agent platform id (platform info agentPlatId, else settings platId). */
  agentPlatId?: string | number | null
  /** Enterprise bonus points switch (boolean, 0/1 or '0'/'1'). */
  isOpenBonusPoints?: unknown
}

export function isOn(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true'
}

/** A tracing id exists when an Azgo user (RefId 219) carries a non-empty AzgoTraceId. */
export function hasTracingId(ctx: HomeContext): boolean {
  return sameId(ctx.refId, REFERRER_IDS.Azgo) && typeof ctx.azgoTraceId === 'string' && ctx.azgoTraceId.trim() !== ''
}

export function isDossenPlatform(agentPlatId: HomeContext['agentPlatId']): boolean {
  return sameId(agentPlatId, BRAND_PLAT_IDS.dossen)
}

/** The home route of the foundations table, first matching row wins. */
export function chooseHome(ctx: HomeContext): string {
  if (hasTracingId(ctx)) return linkTo('product3.0/hotel/index', { isPrivate: 1 })
  if (isDossenPlatform(ctx.agentPlatId)) return linkTo('index3.0/dossen/index')
  if (isOn(ctx.isOpenBonusPoints)) return linkTo('index3.0/index')
  return linkTo('index')
}
