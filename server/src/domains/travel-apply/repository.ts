import type { Queryable } from '../../db/types'
import type { PolicyProduct } from '@domain/policy/standards'
import type { TravelApplyKind, TravelApplyStatus, TravelApplyVariant } from '../../../../types/api/travelApply'

export type FlowStep = { step: number; name: string; approverMemberIds: number[] }

export type ApplicationRow = {
  id: number
  apply_no: string
  enterprise_id: number
  applicant_member_id: number
  applicant_name: string
  approval_id: number | null
  reason: string
  depart_city: string
  cities: string[]
  start_date: string
  end_date: string
  products: PolicyProduct[]
  budget_fen: number
  travellers: { memberId: number; name: string }[]
  remark: string
  status: TravelApplyStatus
  levels: FlowStep[]
  current_level: number
  reject_reason: string
  created_at: Date
  kind: TravelApplyKind
  variant: TravelApplyVariant
  category: string
  legs: { fromCity: string; toCity: string; date: string; product: 'flight' | 'train' | 'car' }[]
  is_after_the_fact: boolean
  city_days: { cityName: string; startDate: string; endDate: string }[]
}

export const SELECT_APPLICATION = `select t.id, t.apply_no, t.enterprise_id, t.applicant_member_id, m.name as applicant_name, t.approval_id, t.reason,
    t.depart_city, t.cities, t.start_date::text as start_date, t.end_date::text as end_date, t.products, t.budget_fen::int as budget_fen,
    t.travellers, t.remark, t.status, t.levels, t.current_level, t.reject_reason, t.created_at,
    t.kind, t.variant, t.category, t.legs, t.is_after_the_fact, t.city_days
  from travel_applications t join members m on m.id = t.applicant_member_id`

/** The application of the caller's enterprise by its number (another enterprise's: null). */
export async function findApplication(db: Queryable, enterpriseId: number, applyNo: string, forUpdate = false): Promise<ApplicationRow | null> {
  const { rows } = await db.query<ApplicationRow>(`${SELECT_APPLICATION} where t.apply_no = $1 and t.enterprise_id = $2${forUpdate ? ' for update of t' : ''}`, [applyNo, enterpriseId])
  return rows[0] ?? null
}

export type Settings = {
  approval_flow_id: number | null
  skip_order_approval: boolean
  need_travel_form: boolean
  travel_bill_can_change: boolean
  form_variant: TravelApplyVariant
}

const DEFAULT_SETTINGS: Settings = { approval_flow_id: null, skip_order_approval: true, need_travel_form: false, travel_bill_can_change: true, form_variant: 'standard' }

export async function settingsOf(db: Queryable, enterpriseId: number): Promise<Settings> {
  const { rows } = await db.query<Settings>(
    `select approval_flow_id, skip_order_approval, need_travel_form, travel_bill_can_change, form_variant from travel_apply_settings where enterprise_id = $1`,
    [enterpriseId],
  )
  return rows[0] ?? DEFAULT_SETTINGS
}

/** The steps of the enterprise's application flow (its setting, else its default flow); [] when it has none. */
export async function flowStepsOf(db: Queryable, enterpriseId: number): Promise<{ flowId: number | null; steps: FlowStep[] }> {
  const settings = await settingsOf(db, enterpriseId)
  const { rows } = await db.query<{ id: number; steps: FlowStep[] }>(
    `select id, steps from approval_flows where enterprise_id = $1 and (id = $2 or ($2::int is null and is_default)) order by id limit 1`,
    [enterpriseId, settings.approval_flow_id],
  )
  const steps = (rows[0]?.steps ?? []).filter((s) => Array.isArray(s.approverMemberIds) && s.approverMemberIds.length > 0)
  return { flowId: rows[0]?.id ?? null, steps: steps.map((s, i) => ({ ...s, step: i + 1 })) }
}

export async function openStepTasks(tx: Queryable, approvalId: number, enterpriseId: number, step: FlowStep): Promise<void> {
  for (const approverId of step.approverMemberIds) {
    await tx.query('insert into approval_tasks (approval_id, enterprise_id, approver_member_id, step) values ($1, $2, $3, $4)', [approvalId, enterpriseId, approverId, step.step])
  }
}

export type StepTaskRow = { approver_member_id: number; approver_name: string; step: number; status: 'pending' | 'approved' | 'rejected' | 'skipped'; comment: string; decided_at: Date | null }

export async function tasksOf(db: Queryable, approvalId: number): Promise<StepTaskRow[]> {
  const { rows } = await db.query<StepTaskRow>(
    `select t.approver_member_id, m.name as approver_name, t.step, t.status, t.comment, t.decided_at
       from approval_tasks t join members m on m.id = t.approver_member_id where t.approval_id = $1 order by t.step, t.id`,
    [approvalId],
  )
  return rows
}
