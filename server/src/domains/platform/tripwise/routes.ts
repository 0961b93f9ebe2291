import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/tripwise-m-api'
import { noResult } from '../../../lib/answer'
import { get, post } from '../../../lib/route'
import * as S from './schemas'
import * as repo from './repository'

function hostOf(value: string): string {
  try {
    return new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`).host
  } catch {
    return ''
  }
}

/** tripwise-m-api: agent-account/get-plat-info, event-tracking/add, holidayCalendar/getInfoByMonth. */
export default async function platformRoutes(app: FastifyInstance) {
  const { db } = app

  post<typeof S.GetPlatInfoBody, Api.GetPlatInfoData>(app, { module: 'tripwise-m-api', path: '/agent-account/get-plat-info' }, S.GetPlatInfoBody, {
    data: S.GetPlatInfoData,
    doc: { body: '`{agentPlatId?, clientType?, hostUrl?, enterpriseId?}`', data: '`{agentAppName, agentLogoDist, agentName, agentPlatId, apiUrl, hostUrl, integralLogoUrl, platId, servicePhone, filingInfo, serviceType}`; chosen by agentPlatId (1001-1006, 1020 or brand key), else enterpriseId, else hostUrl, else the default (platId 1020, agentPlatId \'\')' },
    auth: 'public',
    handler: async ({ body }) => {
      const byAgent = body.agentPlatId?.trim() ? await repo.findPlatform(db, body.agentPlatId.trim()) : undefined
      const byEnterprise = !byAgent && body.enterpriseId ? await repo.findEnterprisePlatform(db, Number(body.enterpriseId)) : undefined
      const host = body.hostUrl ? hostOf(body.hostUrl) : ''
      const byHost = !byAgent && !byEnterprise && host ? await repo.findPlatformByHost(db, host) : undefined
      return byAgent ?? byEnterprise ?? byHost ?? (await repo.findDefaultPlatform(db))
    },
  })

  post<typeof S.AddTrackingEventBody, Api.AddTrackingEventData>(app, { module: 'tripwise-m-api', path: '/event-tracking/add' }, S.AddTrackingEventBody, {
    data: S.AddTrackingEventData,
    doc: { body: '`{EventName, PageUrl?, Params?, OccurredAt?}`', data: '`null`' },
    auth: 'optional',
    rateLimit: { max: 120, timeWindow: 60_000, keyGenerator: (request) => `tracking:${request.ip}` },
    handler: async (request) => {
      const { body, member } = request
      // The client's clock: kept when it is within a year of ours, else the time of arrival.
      const claimed = body.OccurredAt ? Date.parse(body.OccurredAt) : NaN
      const occurred = Math.abs(claimed - Date.now()) < 366 * 86_400_000 ? new Date(claimed) : new Date()
      const pick = (name: string) => String(request.headers[name.toLowerCase()] ?? '').slice(0, 100)
      await repo.insertTrackingEvent(db, {
        memberId: member?.memberId ?? null,
        enterpriseId: member?.enterpriseId ?? null,
        name: body.EventName,
        pageUrl: body.PageUrl ?? '',
        params: body.Params ?? {},
        client: { PlatId: pick('PlatId'), Version: pick('Version'), PhoneType: pick('PhoneType'), ip: request.ip },
        occurredAt: occurred,
      })
      return null
    },
  })

  get<typeof S.HolidayQuery, Api.GetHolidayInfoByMonthData>(app, { module: 'tripwise-m-api', path: '/holidayCalendar/getInfoByMonth' }, S.HolidayQuery, {
    data: S.GetHolidayInfoByMonthData,
    doc: { body: 'query `?month=YYYY-MM`', data: '`{Month, Days[{Date, Name, IsOffDay, Type (1 holiday, 2 make-up workday), IsProvisional}]}`; a year without data 2000' },
    auth: 'public',
    handler: async ({ query }) => {
      const data = { Month: query.month, Days: await repo.findHolidays(db, query.month) }
      return (await repo.hasHolidayYear(db, query.month.slice(0, 4))) ? data : noResult(data, '暂无该年份的节假日数据')
    },
  })
}
