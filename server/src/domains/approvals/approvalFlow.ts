import type { Queryable } from '../../db/types'
import type { ApprovalNeed } from '@domain/policy/verdict'
import { startApproval, type ApprovalLevel } from './approvalChain'

export type { ApprovalLevel } from './approvalChain'
export { openLevelTasks } from './approvalChain'

export type FlowDecision = { flowName: string; levels: ApprovalLevel[] } | null

/**
 * The enterprise's approval flow for a product, as data: whether it applies ('always'; 'overStandard' when the
 * order's standard or budget asks for it, decision 0568) and which ordered levels apply to the amount (a level
 * applies from its minimum amount). An order its policy requires to be approved, in an enterprise with no flow
 * for the product, goes to the enterprise's default approval flow. null when the order needs no approval.
 */
export async function approvalFor(
  db: Queryable,
  enterpriseId: number,
  productType: number,
  order: { totalFen: number; need: ApprovalNeed; isPrivate: boolean },
): Promise<FlowDecision> {
  if (order.isPrivate) return null
  const { rows } = await db.query<{ name: string; applies_when: 'always' | 'overStandard'; level: number | null; level_name: string; approver_member_ids: number[]; min_amount_fen: number }>(
    `select f.name, f.applies_when, l.level, l.name as level_name, l.approver_member_ids, l.min_amount_fen
       from order_approval_flows f left join order_approval_levels l on l.flow_id = f.id
      where f.enterprise_id = $1 and f.product_type = $2 order by l.level`,
    [enterpriseId, productType],
  )
  if (rows.length === 0) return order.need === 'required' ? defaultFlowOf(db, enterpriseId) : null
  if (rows[0].applies_when === 'overStandard' && order.need === null) return null
  const levels = rows
    .filter((r) => r.level !== null && order.totalFen >= r.min_amount_fen && r.approver_member_ids.length > 0)
    .map((r, index) => ({ level: index + 1, name: r.level_name, approverMemberIds: r.approver_member_ids }))
  return levels.length > 0 ? { flowName: rows[0].name, levels } : null
}

/** The enterprise's default approval flow (出差审批 settings) as order approval levels; null when it has none. */
async function defaultFlowOf(db: Queryable, enterpriseId: number): Promise<FlowDecision> {
  const { rows } = await db.query<{ name: string; steps: { step: number; name: string; approverMemberIds: number[] }[] }>(
    'select name, steps from approval_flows where enterprise_id = $1 and is_default order by id limit 1',
    [enterpriseId],
  )
  const levels = (rows[0]?.steps ?? [])
    .filter((s) => s.approverMemberIds.length > 0)
    .map((s, index) => ({ level: index + 1, name: s.name, approverMemberIds: s.approverMemberIds }))
  return levels.length > 0 ? { flowName: rows[0].name, levels } : null
}

/**
 * Opens the approval of an order: the approvals row, its chain without the applicant (decision 0541) and the
 * first level's tasks, then the order's level list.
 */
export async function openApproval(
  tx: Queryable,
  order: { id: number; orderNo: string; enterpriseId: number; applicantMemberId: number; title: string; totalFen: number },
  decision: NonNullable<FlowDecision>,
  kind: string,
): Promise<string> {
  const { approvalId, levels } = await startApproval(
    tx,
    { enterpriseId: order.enterpriseId, applicantMemberId: order.applicantMemberId, kind, title: order.title, amountFen: order.totalFen },
    decision.levels,
  )
  const approvalNo = `SP${order.orderNo.slice(1)}${String(approvalId % 1000).padStart(3, '0')}`
  await tx.query(
    `insert into order_approvals (approval_id, order_id, approval_no, flow_name, levels, current_level) values ($1, $2, $3, $4, $5, 1)`,
    [approvalId, order.id, approvalNo, decision.flowName, JSON.stringify(levels)],
  )
  return approvalNo
}
