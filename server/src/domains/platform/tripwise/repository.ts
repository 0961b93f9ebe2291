import type { Queryable } from '../../../db/types'
import type { HolidayDay, PlatInfo } from '../../../../../types/api/tripwise-m-api'

type PlatformRow = {
  plat_id: number
  agent_plat_id: string
  agent_name: string
  agent_app_name: string
  agent_logo_dist: string
  api_url: string
  host_url: string
  integral_logo_url: string
  service_phone: string
  filing_info: string
  service_type: 1 | 2
}

const COLUMNS = `plat_id, agent_plat_id, agent_name, agent_app_name, agent_logo_dist, api_url, host_url, integral_logo_url,
  service_phone, filing_info, service_type`

function toPlatInfo(r: PlatformRow): PlatInfo {
  return {
    agentAppName: r.agent_app_name,
    agentLogoDist: r.agent_logo_dist,
    agentName: r.agent_name,
    agentPlatId: r.agent_plat_id,
    apiUrl: r.api_url,
    hostUrl: r.host_url,
    integralLogoUrl: r.integral_logo_url,
    platId: r.plat_id,
    servicePhone: r.service_phone,
    filingInfo: r.filing_info,
    serviceType: r.service_type,
  }
}

/** By platform id (1004) or brand key (dossen). */
export async function findPlatform(db: Queryable, agentPlatId: string): Promise<PlatInfo | undefined> {
  const id = /^\d{1,7}$/.test(agentPlatId) ? Number(agentPlatId) : -1
  const { rows } = await db.query<PlatformRow>(`select ${COLUMNS} from platforms where plat_id = $1 or brand_key = lower($2)`, [id, agentPlatId])
  return rows[0] ? toPlatInfo(rows[0]) : undefined
}

export async function findEnterprisePlatform(db: Queryable, enterpriseId: number): Promise<PlatInfo | undefined> {
  const { rows } = await db.query<PlatformRow>(
    `select ${COLUMNS.replace(/(\w+)/g, 'p.$1')} from platforms p join enterprises e on e.plat_id = p.plat_id where e.id = $1`,
    [enterpriseId],
  )
  return rows[0] ? toPlatInfo(rows[0]) : undefined
}

export async function findPlatformByHost(db: Queryable, host: string): Promise<PlatInfo | undefined> {
  const { rows } = await db.query<PlatformRow>(`select ${COLUMNS} from platforms where host_url <> '' and lower(host_url) = lower($1)`, [host])
  return rows[0] ? toPlatInfo(rows[0]) : undefined
}

export async function findDefaultPlatform(db: Queryable): Promise<PlatInfo> {
  const { rows } = await db.query<PlatformRow>(`select ${COLUMNS} from platforms where is_default limit 1`)
  return toPlatInfo(rows[0])
}

export async function insertTrackingEvent(
  db: Queryable,
  event: { memberId: number | null; enterpriseId: number | null; name: string; pageUrl: string; params: unknown; client: unknown; occurredAt: Date },
): Promise<void> {
  await db.query(
    `insert into tracking_events (member_id, enterprise_id, event_name, page_url, params, client, occurred_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [event.memberId, event.enterpriseId, event.name, event.pageUrl, JSON.stringify(event.params ?? {}), JSON.stringify(event.client), event.occurredAt],
  )
}

export async function findHolidays(db: Queryable, month: string): Promise<HolidayDay[]> {
  const { rows } = await db.query<{ date: string; name: string; is_off_day: boolean; is_provisional: boolean }>(
    `select date, name, is_off_day, is_provisional from holidays
      where date >= ($1 || '-01')::date and date < ($1 || '-01')::date + interval '1 month' order by date`,
    [month],
  )
  return rows.map((r) => ({ Date: r.date, Name: r.name, IsOffDay: r.is_off_day, Type: r.is_off_day ? 1 : 2, IsProvisional: r.is_provisional }))
}

/** Whether the calendar has data for the year at all (else a month of it answers 2000). */
export async function hasHolidayYear(db: Queryable, year: string): Promise<boolean> {
  const { rowCount } = await db.query(`select 1 from holidays where to_char(date, 'YYYY') = $1 limit 1`, [year])
  return rowCount > 0
}
