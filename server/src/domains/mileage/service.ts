import type { Db, Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/mileage'
import type { Member } from '../../lib/caller'
import { allowanceFen, distanceText, trackDistanceMetres, type TrackPoint } from '@domain/mileage/track'
import { businessRule, conflict, invalidInput, notFound } from '../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../lib/time'
import { saveCost } from '../expense/public'

const STATUS_TEXT: Record<Api.MileageStatus, string> = { recording: '记录中', finished: '已完成', claimed: '已生成费用' }
/** A trip's track keeps at most this many positions (a day's driving at one every 10 s). */
const MAX_POINTS = 9_000
/** Positions may come this far ahead of the server clock (phones drift). */
const CLOCK_SLACK_MS = 5 * 60_000

type Row = {
  id: string; status: Api.MileageStatus; purpose: string; start_name: string; end_name: string; started_at: Date; finished_at: Date | null
  points: [number, number, number][]; distance_m: number; allowance_per_km_fen: number; amount_fen: string; cost_id: string | null
}

export async function mileageSetting(db: Queryable, member: Member): Promise<Api.MileageSettingData> {
  const { rows } = await db.query<{ allowance_per_km_fen: number; need_travel_business: boolean; sample_seconds: number }>(
    'select allowance_per_km_fen, need_travel_business, sample_seconds from mileage_settings where enterprise_id = $1',
    [member.enterpriseId],
  )
  const row = rows[0]
  if (!row) throw businessRule('企业未开通私车公用，请联系企业管理员')
  return { AllowancePerKmFen: row.allowance_per_km_fen, NeedTravelBusiness: row.need_travel_business, SampleSeconds: row.sample_seconds }
}

const pointsOf = (row: Row): TrackPoint[] => row.points.map(([lon, lat, at]) => ({ lon, lat, at }))

function recordOf(row: Row): Api.MileageRecord {
  return {
    MileageId: String(row.id), Status: row.status, StatusText: STATUS_TEXT[row.status], Purpose: row.purpose, StartName: row.start_name, EndName: row.end_name,
    StartedAt: shanghaiIso(row.started_at), FinishedAt: row.finished_at ? shanghaiIso(row.finished_at) : null, DistanceM: row.distance_m,
    AllowancePerKmFen: row.allowance_per_km_fen, AmountFen: Number(row.amount_fen), CostId: row.cost_id === null ? '' : String(row.cost_id),
  }
}
const detailOf = (row: Row): Api.MileageDetail => ({ ...recordOf(row), Track: row.points.map(([Lon, Lat, At]) => ({ Lon, Lat, At })) })

async function ownRecord(db: Queryable, member: Member, mileageId: string, lock = false): Promise<Row> {
  const { rows } = await db.query<Row>(
    `select * from mileage_records where id = $1 and member_id = $2 and enterprise_id = $3${lock ? ' for update' : ''}`,
    [mileageId, member.memberId, member.enterpriseId],
  )
  if (!rows[0]) throw notFound('里程记录不存在')
  return rows[0]
}

function checkPoints(points: readonly Api.MileagePoint[], after: number) {
  let last = after
  for (const p of points) {
    if (p.At < last) throw invalidInput('定位时间顺序不正确')
    if (p.At > Date.now() + CLOCK_SLACK_MS) throw invalidInput('定位时间不正确')
    last = p.At
  }
}

export async function startMileage(db: Db, member: Member, body: Api.StartMileageRequest): Promise<Api.MileageIdData> {
  const setting = await mileageSetting(db, member)
  checkPoints([body.Point], Date.now() - 24 * 3_600_000)
  const { rows: open } = await db.query('select 1 from mileage_records where member_id = $1 and status = $2', [member.memberId, 'recording'])
  if (open.length) throw conflict('已有进行中的行程，请先结束')
  const { rows } = await db.query<{ id: string }>(
    `insert into mileage_records (enterprise_id, member_id, status, purpose, start_name, started_at, points, allowance_per_km_fen)
     values ($1, $2, 'recording', $3, $4, $5, $6, $7) on conflict do nothing returning id`,
    [member.enterpriseId, member.memberId, body.Purpose.trim(), body.StartName.trim() || '起点', new Date(body.Point.At),
      JSON.stringify([[body.Point.Lon, body.Point.Lat, body.Point.At]]), setting.AllowancePerKmFen],
  )
  if (!rows[0]) throw conflict('已有进行中的行程，请先结束')
  return { MileageId: String(rows[0].id), DistanceM: 0, Status: 'recording' }
}

/** Adds the positions sampled since the last call; Finish ends the trip and prices it at the enterprise's rate. */
export async function updateMileage(db: Db, member: Member, body: Api.UpdateMileageRequest): Promise<Api.MileageIdData> {
  return db.transaction(async (tx) => {
    const row = await ownRecord(tx, member, body.MileageId, true)
    if (row.status !== 'recording') throw businessRule('行程已结束')
    const known = row.points
    checkPoints(body.Points, known.length ? known[known.length - 1][2] : 0)
    const points = [...known, ...body.Points.map((p): [number, number, number] => [p.Lon, p.Lat, p.At])]
    if (points.length > MAX_POINTS) throw businessRule('行程记录过长，请结束后重新开始')
    const metres = trackDistanceMetres(pointsOf({ ...row, points }))
    const finish = body.Finish
    await tx.query(
      `update mileage_records set points = $2, distance_m = $3, status = $4, end_name = $5, finished_at = $6, amount_fen = $7 where id = $1`,
      [row.id, JSON.stringify(points), metres, finish ? 'finished' : 'recording', finish ? body.EndName.trim() || '终点' : '',
        finish ? new Date() : null, finish ? allowanceFen(metres, row.allowance_per_km_fen) : 0],
    )
    return { MileageId: String(row.id), DistanceM: metres, Status: finish ? 'finished' : 'recording' }
  })
}

export async function currentMileage(db: Queryable, member: Member): Promise<Api.MileageCurrentData> {
  const { rows } = await db.query<Row>(`select * from mileage_records where member_id = $1 and enterprise_id = $2 and status = 'recording'`, [member.memberId, member.enterpriseId])
  return { Record: rows[0] ? detailOf(rows[0]) : null }
}

export async function listMileage(db: Queryable, member: Member, body: Api.MileageListRequest): Promise<Api.MileageListData> {
  const { rows } = await db.query<Row & { total: string }>(
    `select *, count(*) over ()::text as total from mileage_records where member_id = $1 and enterprise_id = $2
      order by started_at desc, id desc limit $3 offset $4`,
    [member.memberId, member.enterpriseId, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  return { Items: rows.map(recordOf), Total: Number(rows[0]?.total ?? 0) }
}

export async function mileageDetail(db: Queryable, member: Member, mileageId: string): Promise<Api.MileageDetail> {
  return detailOf(await ownRecord(db, member, mileageId))
}

export async function needTravelBusiness(db: Queryable, member: Member, mileageId: string): Promise<Api.NeedTravelBusinessData> {
  const row = await ownRecord(db, member, mileageId)
  const setting = await mileageSetting(db, member)
  const need = setting.NeedTravelBusiness && !row.purpose
  return { NeedTravelBusiness: need, Tip: need ? '企业要求私车公用填写出行事由，请补充后再生成费用' : '' }
}

/** A finished trip becomes an expense cost (交通费) of the caller, once (decision 0261). */
export async function saveMileageOrder(db: Db, member: Member, body: Api.SaveMileageOrderRequest): Promise<Api.SaveMileageOrderData> {
  const setting = await mileageSetting(db, member)
  return db.transaction(async (tx) => {
    const row = await ownRecord(tx, member, body.MileageId, true)
    if (row.status === 'recording') throw businessRule('行程尚未结束')
    if (row.status === 'claimed') throw conflict('该行程已生成费用')
    if (setting.NeedTravelBusiness && !row.purpose) throw businessRule('企业要求私车公用填写出行事由')
    const amount = Number(row.amount_fen)
    if (amount <= 0) throw businessRule('行程里程为0，无法生成费用')
    const { rows: types } = await tx.query<{ id: number }>(
      `select id from expense_cost_types where enterprise_id = $1 and name = '交通费' order by id limit 1`,
      [member.enterpriseId],
    )
    if (!types[0]) throw businessRule('企业未配置交通费类型，请联系企业管理员')
    const remark = [`私车公用 ${row.start_name}→${row.end_name} ${distanceText(row.distance_m)}`, row.purpose, body.Remark.trim()].filter(Boolean).join('；')
    const { CostId } = await saveCost(tx, member, {
      CostTypeId: String(types[0].id), AmountFen: amount, CostDate: shanghaiDate(row.finished_at ?? row.started_at), CityName: '', Remark: remark.slice(0, 200), Attachments: [],
    })
    await tx.query(`update mileage_records set status = 'claimed', cost_id = $2 where id = $1`, [row.id, CostId])
    return { MileageId: String(row.id), CostId, AmountFen: amount }
  })
}
