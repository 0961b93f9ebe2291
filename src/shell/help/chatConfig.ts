import type { RequestFn } from '@/core/http/types'

/** Public config read for the online chat (module b2b). */
export const PUBLIC_CONFIG_PATH = 'Common/GetPublicConfigValue'
export const CHAT_APP_KEY = 'OnlineServiceAppKey'
export const SERVICE_TEAM_KEY = 'CustomerServiceTeam'

export type ChatConfig = { appKey?: string; groupid?: string }

/**
 * The chat app key and the service group: `CustomerServiceTeam{platId}` when the platform has its own,
 * else `CustomerServiceTeam`. Missing values are left out; a failed load is not kept, so it is tried again.
 */
export function createChatConfigLoader(request: RequestFn, platId: () => string) {
  let cached: Promise<ChatConfig> | null = null

  const valueOf = (key: string) =>
    request<{ Value?: string } | string | null>('b2b', PUBLIC_CONFIG_PATH, { key }, { needLogin: false }).then((result) => {
      const data = result.Data
      const value = typeof data === 'string' ? data : data?.Value
      return value ? String(value) : undefined
    })

  const load = async (): Promise<ChatConfig> => {
    const id = platId()
    const [appKey, teamOfPlat, team] = await Promise.all([
      valueOf(CHAT_APP_KEY),
      id ? valueOf(`${SERVICE_TEAM_KEY}${id}`).catch(() => undefined) : Promise.resolve(undefined),
      valueOf(SERVICE_TEAM_KEY).catch(() => undefined),
    ])
    const config: ChatConfig = {}
    if (appKey) config.appKey = appKey
    const groupid = teamOfPlat ?? team
    if (groupid) config.groupid = groupid
    return config
  }

  return (): Promise<ChatConfig> => {
    if (!cached) {
      cached = load().catch(() => {
        cached = null
        return {}
      })
    }
    return cached
  }
}
