import type { GetLoginUserInfosData, LoginV2Data } from '@api/index'

/** What a successful login must update outside this screen. */
export type LoginSession = {
  applyLogin(data: LoginV2Data): void
  applyUserInfos(data: GetLoginUserInfosData): void
  clearSession(): void
  loadPlatformInfo(): Promise<unknown>
  refreshBadges(): Promise<unknown>
}

/**
 * After any sign-in (password, code, DingTalk, WeChat): keep the session, load the member's flags (half a
 * session, a token without flags, would show wrong entries: it is undone when they fail), then the platform
 * info and badges.
 */
export async function completeLogin(session: LoginSession, loadUserInfos: () => Promise<GetLoginUserInfosData>, data: LoginV2Data): Promise<void> {
  session.applyLogin(data)
  try {
    session.applyUserInfos(await loadUserInfos())
  } catch (error) {
    session.clearSession()
    throw error
  }
  await Promise.allSettled([session.loadPlatformInfo(), session.refreshBadges()])
}
