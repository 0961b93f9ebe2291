import type { Db } from '../../db/types'
import type { CreateGrabTaskRequest, TrainGrabStatus, TrainGrabTask, TrainPassengerInput, TrainSeatCode } from '../../../../types/api/train'
import type { Member } from '../../lib/caller'
import { ApiError, businessRule, invalidInput, notFound } from '../../lib/errors'
import { isSeatPreferenceValid } from '@domain/train/seatPreference'
import { ResultCode } from '../../../../types/api/codes'
import type { ProductExtension } from '../orders/public'
import { checkPassengers, createTrainOrder, tripInstants } from './booking'
import { checkTravelDate, stationCodes } from './search'
import type { TrainSupplier } from './supplier/index'
import { seatNameOn } from './supplier/timetable'
import { noticeGrabBooked } from './notices'

/** Tasks one member may keep waiting at once (decision 0220). */
export const MAX_WAITING_TASKS = 5

const STATUS_TEXT: Record<TrainGrabStatus, string> = { Waiting: '抢票中', Booked: '抢票成功', Cancelled: '已取消', Expired: '已过期' }

type GrabRow = {
  id: number
  task_no: string
  enterprise_id: number
  member_id: number
  from_key: string
  to_key: string
  from_name: string
  to_name: string
  train_nos: string[]
  seat_codes: TrainSeatCode[]
  dates: string[]
  deadline: Date
  passengers: TrainPassengerInput[]
  contact_name: string
  contact_phone: string
  over_standard_reason: string
  status: TrainGrabStatus
  attempts: number
  last_message: string
  order_no: string | null
  created_at: Date
}

const SELECT = `select g.id, g.task_no, g.enterprise_id, g.member_id, g.from_key, g.to_key, g.from_name, g.to_name, g.train_nos, g.seat_codes,
  array(select to_char(x, 'YYYY-MM-DD') from unnest(g.dates) x) as dates, g.deadline, g.passengers,
  g.contact_name, g.contact_phone, g.over_standard_reason, g.status, g.attempts, g.last_message, o.order_no, g.created_at
  from train_grab_tasks g left join orders o on o.id = g.order_id`

function toTask(row: GrabRow): TrainGrabTask {
  return {
    TaskNo: row.task_no,
    Status: row.status,
    StatusText: STATUS_TEXT[row.status],
    FromName: row.from_name,
    ToName: row.to_name,
    TrainNos: row.train_nos,
    SeatNames: row.seat_codes.map((code) => seatNameOn(row.train_nos, code)),
    Dates: row.dates,
    Deadline: row.deadline.toISOString(),
    PassengerNames: row.passengers.map((p) => p.Name),
    Attempts: row.attempts,
    OrderNo: row.order_no ?? '',
    LastMessage: row.last_message,
    CreatedAt: row.created_at.toISOString(),
  }
}

function stationName(supplier: TrainSupplier, key: string): string {
  return supplier.stations().find((s) => s.code === key)?.name ?? key
}

/**
 * 抢票: checks the task (stations, dates within pre-sale, trains that run between the stations on at least one date,
 * a deadline before the last of them leaves, valid passengers), keeps it waiting and tries it once at once.
 */
export async function createGrabTask(db: Db, supplier: TrainSupplier, train: ProductExtension, member: Member, body: CreateGrabTaskRequest, reqId: string | null): Promise<TrainGrabTask> {
  const fromCodes = stationCodes(supplier, body.From)
  const toCodes = stationCodes(supplier, body.To)
  if (fromCodes.length === 0 || toCodes.length === 0) throw notFound('未找到所选车站，请重新选择')
  const dates = [...new Set(body.Dates)].sort()
  for (const date of dates) checkTravelDate(date)
  const deadline = new Date(body.Deadline)
  if (Number.isNaN(deadline.getTime()) || deadline.getTime() <= Date.now()) throw invalidInput('抢票截止时间须晚于当前时间')
  const trainNos = [...new Set(body.TrainNos)]
  let lastDeparture = 0
  for (const date of dates) {
    const trips = (await supplier.search(fromCodes, toCodes, date)).filter((trip) => trainNos.includes(trip.trainNo))
    for (const trip of trips) lastDeparture = Math.max(lastDeparture, tripInstants(trip, date).departAt.getTime())
  }
  if (lastDeparture === 0) throw notFound('所选车次在所选日期不经停这两站，请重新选择')
  if (deadline.getTime() > lastDeparture - 30 * 60_000) throw invalidInput('抢票截止时间须早于最晚车次开车前30分钟')
  await checkPassengers(db, member, body)
  const { rows: waiting } = await db.query<{ n: number }>(`select count(*)::int as n from train_grab_tasks where member_id = $1 and status = 'Waiting'`, [member.memberId])
  if (waiting[0].n >= MAX_WAITING_TASKS) throw businessRule(`最多同时进行${MAX_WAITING_TASKS}个抢票任务，请先取消不需要的任务`)

  const { rows: seq } = await db.query<{ n: number }>(`select nextval('train_grab_no_seq')::int as n`)
  const taskNo = `Q${dates[0].replaceAll('-', '')}${seq[0].n}`
  await db.query(
    `insert into train_grab_tasks (task_no, enterprise_id, member_id, from_key, to_key, from_name, to_name, train_nos, seat_codes, dates, deadline, passengers,
       contact_name, contact_phone, over_standard_reason, req_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date[], $11, $12, $13, $14, $15, $16)`,
    [taskNo, member.enterpriseId, member.memberId, body.From, body.To, stationName(supplier, body.From), stationName(supplier, body.To), trainNos,
      [...new Set(body.SeatCodes)], dates, deadline, JSON.stringify(body.Passengers.map((p) => ({ ...p, Name: p.Name.trim(), IdNo: p.IdNo.toUpperCase() }))),
      body.Contact.Name.trim(), body.Contact.Phone, body.OverStandardReason.trim(), reqId],
  )
  const row = await findTask(db, member, taskNo)
  await tryTask(db, supplier, train, row)
  return toTask(await findTask(db, member, taskNo))
}

async function findTask(db: Db, member: Member, taskNo: string): Promise<GrabRow> {
  const { rows } = await db.query<GrabRow>(`${SELECT} where g.task_no = $1 and g.enterprise_id = $2 and g.member_id = $3`, [taskNo, member.enterpriseId, member.memberId])
  if (!rows[0]) throw notFound('抢票任务不存在')
  return rows[0]
}

export async function grabTaskList(db: Db, member: Member): Promise<{ Tasks: TrainGrabTask[] }> {
  const { rows } = await db.query<GrabRow>(`${SELECT} where g.enterprise_id = $1 and g.member_id = $2 order by g.id desc limit 50`, [member.enterpriseId, member.memberId])
  return { Tasks: rows.map(toTask) }
}

export async function cancelGrabTask(db: Db, member: Member, taskNo: string): Promise<TrainGrabTask> {
  const row = await findTask(db, member, taskNo)
  if (row.status !== 'Waiting') throw businessRule(`该任务${STATUS_TEXT[row.status]}，无需取消`)
  await db.query(`update train_grab_tasks set status = 'Cancelled', updated_at = now() where id = $1 and status = 'Waiting'`, [row.id])
  return toTask(await findTask(db, member, taskNo))
}

/** Answers that mean "not this seat now": try the next candidate and the task again later. */
const RETRY_LATER = new Set<string>([ResultCode.conflict, ResultCode.notFound])

/**
 * One attempt of a waiting task: dates, then trains, then classes in the order given; the first with seats for every
 * passenger is booked through the ordinary booking (policy, approval, pay window). A refusal other than "no seat"
 * (a reason the policy asks, a passenger refused) is kept as the task's message and the task keeps waiting.
 */
async function tryTask(db: Db, supplier: TrainSupplier, train: ProductExtension, task: GrabRow): Promise<boolean> {
  const member: Member = { memberId: task.member_id, enterpriseId: task.enterprise_id, accountId: 0, sessionId: 0, sessionPlatId: 0 }
  const fromCodes = stationCodes(supplier, task.from_key)
  const toCodes = stationCodes(supplier, task.to_key)
  let message = ''
  for (const date of task.dates) {
    const trips = (await supplier.search(fromCodes, toCodes, date)).filter((trip) => task.train_nos.includes(trip.trainNo))
    trips.sort((a, b) => task.train_nos.indexOf(a.trainNo) - task.train_nos.indexOf(b.trainNo))
    for (const trip of trips) {
      if (tripInstants(trip, date).departAt.getTime() - Date.now() < 30 * 60_000) continue
      for (const code of task.seat_codes) {
        const seat = trip.seats.find((s) => s.code === code)
        if (!seat || seat.remaining < task.passengers.length) continue
        try {
          const booked = await createTrainOrder(db, supplier, train, member, {
            TrainNo: trip.trainNo, Date: date, FromStationCode: trip.from.stationCode, ToStationCode: trip.to.stationCode, SeatCode: code,
            Passengers: task.passengers.map((p) => ({ ...p, SeatPreference: isSeatPreferenceValid(code, p.SeatPreference ?? '') ? (p.SeatPreference ?? '') : '' })), Contact: { Name: task.contact_name, Phone: task.contact_phone },
            ExpectedTotalFen: seat.priceFen * task.passengers.length, OverStandardReason: task.over_standard_reason,
          }, null)
          const { rowCount } = await db.query(
            `update train_grab_tasks set status = 'Booked', attempts = attempts + 1, last_message = '', updated_at = now(),
               order_id = (select id from orders where order_no = $2) where id = $1 and status = 'Waiting'`,
            [task.id, booked.OrderNo],
          )
          if ((rowCount ?? 0) === 0) return false
          await noticeGrabBooked(db, task, booked.OrderNo)
          return true
        } catch (error) {
          if (!(error instanceof ApiError)) throw error
          if (!RETRY_LATER.has(error.resultCode)) message = error.message
        }
      }
    }
  }
  await db.query('update train_grab_tasks set attempts = attempts + 1, last_message = $2, updated_at = now() where id = $1', [task.id, message])
  return false
}

/**
 * The grabbing round: expires tasks past their deadline, then tries every waiting task (those on `trainNo` only when
 * given: a refund or a cancel just gave seats back on it). Run by the job every few seconds and after every release.
 */
export async function runGrabTasks(db: Db, supplier: TrainSupplier, train: ProductExtension, trainNo?: string): Promise<number> {
  await db.query(`update train_grab_tasks set status = 'Expired', updated_at = now() where status = 'Waiting' and deadline <= now()`)
  const { rows } = await db.query<GrabRow>(
    `${SELECT} where g.status = 'Waiting' and ($1::text is null or $1 = any(g.train_nos)) order by g.id limit 200`,
    [trainNo ?? null],
  )
  let booked = 0
  for (const task of rows) if (await tryTask(db, supplier, train, task)) booked += 1
  return booked
}
