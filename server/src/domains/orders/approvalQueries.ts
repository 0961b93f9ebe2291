import type { Db } from '../../db/types'
import type { ApprovalOrderDetail, ApprovalOrderDetailRequest, ApprovalOrderListData, ApprovalOrderListRequest } from '../../../../types/api/order'
import type { ProductType } from '../../../../types/api/envelope'
import type { Member } from '../../lib/caller'
import { noResult, type Answer } from '../../lib/answer'
import { notFound } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import { findOrder, findOrderById } from './orderRow'
import { linesOf } from './lines'
import type { OrderLine, OrderProducts } from './products'
import { mayDecide } from '../approvals/public'
import { APPROVAL_LIST_FROM, APPROVAL_SCOPES } from '../approvals/public'
import { findApprovalByNo, findApprovalOfOrder, seesAsApprover, type ApprovalRow } from '../approvals/public'
import { APPROVAL_STATUS_TEXT, approvalProgress } from '../approvals/public'

/** Approvals of orders of every product: waiting for the caller, decided by the caller, or asked by the caller. */
export async function approvalList(db: Db, products: OrderProducts, member: Member, body: ApprovalOrderListRequest): Promise<ApprovalOrderListData | Answer<ApprovalOrderListData>> {
  const scope = APPROVAL_SCOPES[body.Tab]
  const { rows } = await db.query<{
    id: number; product_type: ProductType; approval_no: string; order_no: string; applicant_name: string; status: ApprovalRow['status']
    levels: ApprovalRow['levels']; current_level: number; created_at: Date; decided_line: OrderLine | null; total: number
  }>(
    `select o.id, o.product_type, oa.approval_no, o.order_no, m.name as applicant_name, a.status, oa.levels, oa.current_level, a.created_at, oa.decided_line,
            count(*) over () as total
       ${APPROVAL_LIST_FROM}
      where a.enterprise_id = $1 and ${scope} and ($5::int is null or o.product_type = $5)
      order by a.created_at desc, a.id desc limit $3 offset $4`,
    [member.enterpriseId, member.memberId, body.PageSize, (body.PageIndex - 1) * body.PageSize, body.ProductType ?? null],
  )
  const lines = await linesOf(db, products, rows)
  const data: ApprovalOrderListData = {
    Items: rows.map((r) => {
      // 我已审批 shows what its approver decided on, not what the order became (a flight rebooked later; decision 0640).
      const line = (body.Tab === 'processed' ? r.decided_line : null) ?? lines.get(r.id)
      return {
        ApprovalNo: r.approval_no,
        OrderNo: r.order_no,
        ProductType: r.product_type,
        ApplicantName: r.applicant_name,
        Title: line?.title ?? '',
        Subtitle: line?.subtitle ?? '',
        StartDate: line?.startDate ?? '',
        EndDate: line?.endDate ?? '',
        TotalFen: line?.amountFen ?? 0,
        IsOverStandard: line?.isOverStandard ?? false,
        Status: r.status,
        StatusText: APPROVAL_STATUS_TEXT[r.status],
        CurrentStepName: r.status === 'pending' ? (r.levels.find((l) => l.level === r.current_level)?.name ?? '') : '',
        SubmittedAt: shanghaiIso(r.created_at),
      }
    }),
    Total: rows[0]?.total ?? 0,
    PageIndex: body.PageIndex,
    PageSize: body.PageSize,
  }
  return data.Total === 0 ? noResult(data, '暂无审批') : data
}

export async function approvalDetail(db: Db, products: OrderProducts, member: Member, key: ApprovalOrderDetailRequest): Promise<ApprovalOrderDetail> {
  let approval: ApprovalRow | null
  if ('ApprovalNo' in key && key.ApprovalNo) approval = await findApprovalByNo(db, key.ApprovalNo)
  else {
    const order = 'OrderNo' in key && key.OrderNo ? await findOrder(db, key.OrderNo) : null
    approval = order && order.enterprise_id === member.enterpriseId ? await findApprovalOfOrder(db, order.id) : null
  }
  if (!approval || approval.enterprise_id !== member.enterpriseId) throw notFound('审批单不存在')
  const isApplicant = approval.applicant_member_id === member.memberId
  if (!isApplicant && !(await seesAsApprover(db, approval, member.memberId))) throw notFound('审批单不存在')
  const order = await findOrderById(db, approval.order_id)
  if (!order) throw notFound('订单不存在')
  return {
    ApprovalNo: approval.approval_no,
    ApplicantName: approval.applicant_name,
    SubmittedAt: shanghaiIso(approval.created_at),
    Progress: await approvalProgress(db, approval),
    Order: await products.of(order.product_type).detail(db, order, approval, member.memberId),
    CanApprove: approval.status === 'pending' && (await mayDecide(db, approval.approval_id, approval.current_level, member.memberId)),
    CanRevoke: isApplicant && approval.status === 'pending',
  }
}
