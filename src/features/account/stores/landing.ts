import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'
import { chooseHome } from '@/shell/home/chooseHome'
import { homeContextOf } from '@/shell/home/homeContext'
import type { RootStore } from '@/stores/root'
import { isOn } from '../../shared/domain/flags'

/** After a sign-in: the server's IsExpiredContract sends to 企业未签约 (it comes before any page asked for). */
export function signErrorUrl(root: RootStore): string | null {
  return isOn(root.settings.IsExpiredContract) && isLive('index2.0/signError') ? linkTo('index2.0/signError') : null
}

/** Where a sign-in lands when no page was asked for: 企业未签约, else the home the foundations choose. */
export function landingUrl(root: RootStore): string {
  return signErrorUrl(root) ?? chooseHome(homeContextOf(root))
}

/** The home the foundations choose, whatever the contract (the sign-error page's 进入首页 once it is valid). */
export function chooseHomeOf(root: RootStore): string {
  return chooseHome(homeContextOf(root))
}
