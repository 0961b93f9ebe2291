import type { Db, Queryable } from '../../db/types'
import type { GetTrainNoticesData, TrainNotice } from '../../../../types/api/train'
import type { Member } from '../../lib/caller'
import { shanghaiIso } from '../../lib/time'

type NoticeRow = { id: number; kind: 'GrabBooked'; title: string; body: string; order_no: string | null; task_no: string | null; created_at: Date; read_at: Date | null }

/** Tells the member a grab task booked an order (decision 0392), in the caller's transaction or alone. */
export async function noticeGrabBooked(db: Queryable, task: { id: number; enterprise_id: number; member_id: number }, orderNo: string): Promise<void> {
  const { rows } = await db.query<{ id: number; train_no: string; run_date: string; from_name: string; to_name: string; seat_name: string; ticket_count: number; pay_deadline: Date | null }>(
    `select o.id, t.train_no, t.run_date::text as run_date, t.from_name, t.to_name, t.seat_name, t.ticket_count, o.pay_deadline
     from orders o join train_orders t on t.order_id = o.id where o.order_no = $1`, [orderNo])
  const order = rows[0]
  if (!order) return
  const pay = order.pay_deadline ? `，请在${shanghaiIso(order.pay_deadline).slice(11, 16)}前完成支付` : '，请及时处理订单'
  await db.query(
    `insert into train_notices (enterprise_id, member_id, kind, title, body, order_id, task_id) values ($1, $2, 'GrabBooked', $3, $4, $5, $6)`,
    [task.enterprise_id, task.member_id, '抢票成功',
      `${order.run_date} ${order.train_no} ${order.from_name}→${order.to_name} ${order.seat_name}${order.ticket_count}张已为您抢到${pay}`, order.id, task.id],
  )
}

const toNotice = (r: NoticeRow): TrainNotice => ({
  NoticeId: Number(r.id), Kind: r.kind, Title: r.title, Body: r.body, OrderNo: r.order_no ?? '', TaskNo: r.task_no ?? '', CreatedAt: shanghaiIso(r.created_at), IsRead: r.read_at !== null,
})

/** The member's notices, newest first (50), and how many are unread. */
export async function trainNotices(db: Db, member: Member): Promise<GetTrainNoticesData> {
  const { rows } = await db.query<NoticeRow>(
    `select n.id, n.kind, n.title, n.body, o.order_no, g.task_no, n.created_at, n.read_at
     from train_notices n left join orders o on o.id = n.order_id left join train_grab_tasks g on g.id = n.task_id
     where n.enterprise_id = $1 and n.member_id = $2 order by n.id desc limit 50`,
    [member.enterpriseId, member.memberId],
  )
  return { Notices: rows.map(toNotice), UnreadCount: rows.filter((r) => r.read_at === null).length }
}

/** Marks the member's notices read (the ids given, or all). */
export async function readTrainNotices(db: Db, member: Member, ids: readonly number[] | undefined): Promise<GetTrainNoticesData> {
  await db.query(
    `update train_notices set read_at = now() where enterprise_id = $1 and member_id = $2 and read_at is null and ($3::bigint[] is null or id = any($3::bigint[]))`,
    [member.enterpriseId, member.memberId, ids && ids.length > 0 ? [...ids] : null],
  )
  return trainNotices(db, member)
}
