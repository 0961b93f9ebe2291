import type { Db, Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { businessRule, notFound } from '../../lib/errors'
import { shanghaiDate } from '../../lib/time'
import { saveReimbursementBill } from './bills'
import { importOrders, type PaidBy } from './imports'
import { canClaimSubsidy, claimSubsidy } from './subsidy'

type TripRow = { apply_no: string; reason: string; city: string; start_date: string; end_date: string; order_count: number; amount_fen: number }

/**
 * The caller's finished trips (approved applications ended by today) with completed orders not yet on a bill:
 * what the account book offers to turn into a travel reimbursement (decision 0253).
 */
export async function tripsToReimburse(db: Queryable, member: Member): Promise<Api.TripsToReimburseData> {
  const { rows } = await db.query<TripRow>(
    `select a.apply_no, a.reason, a.cities[1] as city, a.start_date::text as start_date, a.end_date::text as end_date,
            count(o.id)::int as order_count, coalesce(sum(coalesce(nullif(o.paid_fen, 0), o.amount_fen)), 0)::bigint as amount_fen
       from travel_applications a
       join orders o on o.travel_apply_no = a.apply_no and o.traveller_member_id = $1 and o.status = 'Completed'
      where a.enterprise_id = $2 and a.kind = 'travel' and a.status = 'approved' and a.end_date <= $3::date
        and (a.applicant_member_id = $1 or a.travellers @> jsonb_build_array(jsonb_build_object('memberId', $1::int)))
        and not exists (select 1 from expense_costs c where c.member_id = $1 and c.order_no = o.order_no and c.deleted_at is null and c.bill_id is not null)
      group by a.apply_no, a.reason, a.cities, a.start_date, a.end_date
      order by a.end_date desc`,
    [member.memberId, member.enterpriseId, shanghaiDate()],
  )
  return {
    Items: rows.map((r) => ({
      ApplyNo: r.apply_no, Reason: r.reason, CityName: r.city, StartDate: r.start_date, EndDate: r.end_date,
      OrderCount: r.order_count, AmountFen: Number(r.amount_fen),
    })),
  }
}

/** The cost centre of the trip's bookings, else the member's default department's, else the enterprise's first. */
async function costCenterOf(db: Queryable, member: Member, applyNo: string): Promise<string> {
  const { rows } = await db.query<{ id: number }>(
    `select id from (
       select h.cost_center_id as id, 1 as rank from hotel_orders h join orders o on o.id = h.order_id
        where o.travel_apply_no = $3 and o.traveller_member_id = $1 and h.cost_center_id is not null
       union all
       select d.cost_center_id, 2 + (not md.is_default)::int from member_departments md join departments d on d.id = md.department_id
        where md.member_id = $1 and d.cost_center_id is not null
       union all
       select id, 9 from cost_centers where enterprise_id = $2
     ) c order by rank, id limit 1`,
    [member.memberId, member.enterpriseId, applyNo],
  )
  if (!rows[0]) throw businessRule('企业未设置成本中心，请联系管理员')
  return String(rows[0].id)
}

/**
 * Zero typing: the trip's completed orders become costs (once), its unclaimed subsidy days a 出差补贴 cost,
 * and a draft travel reimbursement holds them with the application's reason and the booking's cost centre.
 */
export async function draftTripReimbursement(db: Db, products: PaidBy, member: Member, applyNo: string): Promise<Api.BillNoData> {
  const trip = (await tripsToReimburse(db, member)).Items.find((t) => t.ApplyNo === applyNo)
  if (!trip) throw notFound('没有可报销的已结束行程')
  const costIds = await db.transaction(async (tx) => {
    const { rows: orders } = await tx.query<{ order_no: string; imported: boolean }>(
      `select o.order_no, exists (select 1 from expense_costs c where c.member_id = $1 and c.order_no = o.order_no and c.deleted_at is null) as imported
         from orders o where o.travel_apply_no = $2 and o.traveller_member_id = $1 and o.enterprise_id = $3 and o.status = 'Completed'`,
      [member.memberId, applyNo, member.enterpriseId],
    )
    const fresh = orders.filter((o) => !o.imported).map((o) => o.order_no)
    if (fresh.length > 0) await importOrders(tx, products, member, { OrderNos: fresh })
    const subsidy = (await canClaimSubsidy(tx, member, applyNo)) ? [(await claimSubsidy(tx, member, { ApplyNo: applyNo })).CostId] : []
    const { rows: free } = await tx.query<{ id: number }>(
      `select id from expense_costs where member_id = $1 and deleted_at is null and bill_id is null and order_no = any($2::text[]) order by cost_date, id`,
      [member.memberId, orders.map((o) => o.order_no)],
    )
    return [...free.map((c) => String(c.id)), ...subsidy]
  })
  if (costIds.length === 0) throw businessRule('该行程的费用已在其他报销单中')
  return saveReimbursementBill(db, member, {
    Title: `${trip.CityName}出差报销`.slice(0, 60),
    Reason: `${trip.Reason}（出差申请${applyNo}，${trip.StartDate}至${trip.EndDate}）`.slice(0, 500),
    CostCenterId: await costCenterOf(db, member, applyNo),
    CostIds: costIds,
    Submit: false,
  })
}
