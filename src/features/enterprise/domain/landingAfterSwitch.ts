import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'

/** Where a switch of enterprise lands: 企业未签约 when the new enterprise's contract has ended, else its home. */
export function landingAfterSwitch(isContractExpired: boolean, home: () => string): string {
  return isContractExpired && isLive('index2.0/signError') ? linkTo('index2.0/signError') : home()
}
