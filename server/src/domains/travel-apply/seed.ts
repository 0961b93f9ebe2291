import type { Db } from '../../db/types'
import { ENTERPRISE, MEMBER } from '../platform/public'

const RUN = 'travel-apply-world-v1'

/**
 * Enterprise A's applications go to its department head (one step) and bookings under an approved one need
 * no further approval; enterprise B's to its default flow. The seeded pending 出差申请 approval (35001)
 * becomes a real application.
 */
export async function seedTravelApplyWorld(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query('insert into seed_runs (name) values ($1) on conflict do nothing returning name', [RUN])
    if (inserted.rowCount === 0) return false
    await tx.query(
      `insert into approval_flows (id, enterprise_id, name, steps, is_default) values ($1, $2, '出差申请审批', $3, false) on conflict (id) do nothing`,
      [34002, ENTERPRISE.a, JSON.stringify([{ step: 1, name: '部门负责人审批', approverMemberIds: [MEMBER.approver] }])],
    )
    await tx.query(
      `insert into travel_apply_settings (enterprise_id, approval_flow_id, skip_order_approval, need_travel_form, travel_bill_can_change) values
         ($1, 34002, true, false, true), ($2, null, false, false, false)`,
      [ENTERPRISE.a, ENTERPRISE.b],
    )
    const seeded = await tx.query<{ created_at: Date }>(`select created_at from approvals where id = 35001 and kind = 'travelApply'`)
    if (seeded.rowCount === 0) return true
    const { rows: flow } = await tx.query<{ steps: unknown }>('select steps from approval_flows where id = 34001')
    await tx.query(
      `insert into travel_applications (apply_no, enterprise_id, applicant_member_id, approval_id, reason, depart_city, cities, start_date, end_date,
          products, budget_fen, travellers, status, levels, current_level, created_at, submitted_at)
       values ('TA20261100000001', $1, $2, 35001, '客户拜访', '北京', '{上海}', (now() at time zone 'Asia/Shanghai')::date + 7, (now() at time zone 'Asia/Shanghai')::date + 9,
          '{flight,hotel}', 300000, $3, 'pending', $4, 1, $5, $5)`,
      [ENTERPRISE.a, MEMBER.employee, JSON.stringify([{ memberId: MEMBER.employee, name: '张伟' }]), JSON.stringify(flow[0]?.steps ?? []), seeded.rows[0].created_at],
    )
    return true
  })
}

/** Enterprise B fills its 出差申请 as the guangxin 出差单, leg by leg (decision 0322). */
export async function seedTravelBillVariant(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(`insert into seed_runs (name) values ('travel-bill-variant-v1') on conflict do nothing returning name`)
    if (inserted.rowCount === 0) return false
    await tx.query(`update travel_apply_settings set form_variant = 'guangxin' where enterprise_id = $1`, [ENTERPRISE.b])
    return true
  })
}
