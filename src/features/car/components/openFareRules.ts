import { moduleUrl, resolveEnvironment } from '@/core/http/hosts'
import { isH5Build, miniProgramApiBase, webLocation } from '@/core/platform/env'
import { openRoute } from '../../shared/navigation'
import { carWebRoute } from '../domain/carWeb'

/** Opens the ride provider's 计价规则 page (served under the car module) in the platform's car web page. */
export function openFareRules(): void {
  const environment = resolveEnvironment({ isH5: isH5Build(), ...webLocation(), miniApiBase: miniProgramApiBase() })
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent
  openRoute(carWebRoute(!isH5Build(), userAgent), { url: moduleUrl(environment, 'car', 'provider/fare-rules'), title: '计价规则' })
}
