import type { Environment } from './hosts'
import { moduleUrl } from './hosts'
import { createReqId } from './ids'
import { identityHeaders, withIdentity } from './identity'
import type { ErrorReport } from './reporter'
import type { Transport } from './transport'
import type { RequestIdentity } from './types'

export const EVENT_TRACKING_PATH = 'event-tracking/add'

/**
 * Sends error reports to tripwise-m-api/event-tracking/add straight through the transport (not through
 * the client, so a failing report cannot report itself). Never rejects.
 */
export function createEventSender(deps: {
  transport: Transport
  getEnvironment: () => Environment
  getIdentity: () => RequestIdentity
  sessionId: string
}): (report: ErrorReport) => Promise<void> {
  return async (report) => {
    try {
      const identity = deps.getIdentity()
      const task = deps.transport({
        url: moduleUrl(deps.getEnvironment(), 'tripwise-m-api', EVENT_TRACKING_PATH),
        method: 'POST',
        headers: identityHeaders(identity, { reqId: createReqId(), sessionId: deps.sessionId }),
        data: withIdentity(identity, {
          EventType: 'error',
          EventName: report.message,
          EventTime: report.at,
          Content: JSON.stringify({ breadcrumbs: report.breadcrumbs, extra: report.extra }),
        }),
        timeout: 10000,
      })
      await task.response
    } catch {
      // reports are best effort
    }
  }
}
