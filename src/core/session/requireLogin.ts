import Taro from '@tarojs/taro'
import { decideRequireLogin } from './sessionEnd'

/** For screens: returns true when logged in; otherwise goes to login (except on special platforms). */
export function requireLogin(
  state: { isLogin: boolean; platId: unknown },
  navigate: (url: string) => void = (url) => void Taro.navigateTo({ url }),
): boolean {
  const decision = decideRequireLogin(state)
  if (decision.kind === 'login') navigate(decision.url)
  return decision.kind === 'ok'
}
