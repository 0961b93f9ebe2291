import { randomUUID } from 'node:crypto'
import type { Db, Queryable } from '../../db/types'
import { BILL_STATUS_TEXT, isEditableBill } from '../../../../domain/expense/billStatus'
import { billMoney, billMoneyOf, type BillMoney } from '../../../../domain/expense/payable'
import { billDeductibleVat } from '../../../../domain/expense/inputVat'
import type {
  BillApprovalListRequest, BillApprovalStep, BillDetail, BillListData, BillListRequest, BillNoData, BillSummary, SaveReimbursementBillRequest,
} from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { noResult, type Answer } from '../../lib/answer'
import { businessRule, invalidInput, notFound } from '../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../lib/time'
import type { BillLevel } from '../approvals/public'
import { submitBill } from './billApproval'
import { billLoanOffsets, replaceLoanOffsets } from '../loans/public'
import { addHistory, findBill, isApproverOfBill, type BillRow } from './billRow'
import { isFinancial, memberName } from '../platform/public'
import { checkAttachments, COST_SELECT, costOf, type CostRow } from './costs'
import { maskAccount, payeeOf, paymentNoOf } from './paymentBills'
import { supplierOf } from './suppliers'
import { levelState } from '../approvals/public'

const MAX_COSTS = 50

/** The bill's project and reimbursed member, each of the caller's enterprise (decision 0314). */
async function checkAttribution(db: Queryable, member: Member, body: SaveReimbursementBillRequest) {
  if (body.ProjectId) {
    const { rowCount } = await db.query('select 1 from projects where id = $1 and enterprise_id = $2 and is_active', [Number(body.ProjectId), member.enterpriseId])
    if (rowCount === 0) throw invalidInput('所选项目不存在或已停用')
  }
  if (body.ReimbursedMemberId) {
    const { rowCount } = await db.query('select 1 from members where id = $1 and enterprise_id = $2', [Number(body.ReimbursedMemberId), member.enterpriseId])
    if (rowCount === 0) throw invalidInput('所选报销人不存在')
  }
}

async function checkCostCenter(db: Queryable, member: Member, costCenterId: string) {
  const { rowCount } = await db.query('select 1 from cost_centers where id = $1 and enterprise_id = $2', [Number(costCenterId), member.enterpriseId])
  if (rowCount === 0) throw invalidInput('请选择成本中心')
}

/**
 * Locks the caller's free costs (or those already on this bill, in id order) and answers their split (total and
 * 公司已付, decision 0560): the amounts are summed from the locked rows, and a cost edited or deleted at the same moment (it locks the same row) either
 * commits first and is summed as it is now, or waits and is then refused as on a bill.
 */
async function claimCosts(tx: Queryable, member: Member, billId: number, costIds: string[]): Promise<BillMoney> {
  const ids = [...new Set(costIds.map(Number))]
  if (ids.length === 0) throw invalidInput('请选择要报销的费用')
  if (ids.length > MAX_COSTS) throw invalidInput(`一张报销单最多${MAX_COSTS}笔费用`)
  const { rows } = await tx.query<{ id: number; amount_fen: number; bill_id: number | null; company_paid: boolean }>(
    `select id, amount_fen, bill_id, company_paid from expense_costs
      where id = any($1::int[]) and member_id = $2 and enterprise_id = $3 and deleted_at is null order by id for update`,
    [ids, member.memberId, member.enterpriseId],
  )
  if (rows.length !== ids.length) throw notFound('费用不存在')
  if (rows.some((r) => r.bill_id !== null && r.bill_id !== billId)) throw businessRule('所选费用已在其他报销单中')
  await tx.query('update expense_costs set bill_id = null where bill_id = $1', [billId])
  await tx.query('update expense_costs set bill_id = $1 where id = any($2::int[])', [billId, ids])
  return billMoney(rows.map((r) => ({ amountFen: Number(r.amount_fen), companyPaid: r.company_paid })))
}

/** What a 对公报销 adds to a bill: its supplier and its own attachments (decision 0310). */
export type CorporatePart = { supplierId: number; attachments: string[] }

/** Creates or edits (while editable) a reimbursement bill of the caller's costs; Submit sends it to approval. */
export async function saveReimbursementBill(db: Db, member: Member, body: SaveReimbursementBillRequest, corporate?: CorporatePart): Promise<BillNoData> {
  const title = body.Title.trim()
  if (!title) throw invalidInput('请填写报销事由')
  await checkCostCenter(db, member, body.CostCenterId)
  await checkAttribution(db, member, body)
  if (corporate) await checkAttachments(db, member, corporate.attachments)
  const kind = corporate ? 'corporate' : 'reimbursement'
  const name = await memberName(db, member.memberId)
  return db.transaction(async (tx) => {
    let bill: BillRow
    if (body.BillNo) {
      bill = await findBill(tx, member, body.BillNo, true)
      if (bill.member_id !== member.memberId || bill.kind !== kind) throw notFound('单据不存在')
      if (!isEditableBill(bill.status)) throw businessRule('审批中或已完成的单据不能修改')
    } else {
      const { rows } = await tx.query<{ id: number }>(
        `insert into expense_bills (bill_no, enterprise_id, member_id, title, kind, supplier_id) values ($1, $2, $3, $4, $5, $6) returning id`,
        [`new-${randomUUID()}`, member.enterpriseId, member.memberId, title, kind, corporate?.supplierId ?? null],
      )
      const billNo = `${corporate ? 'DG' : 'BX'}${shanghaiDate().replace(/-/g, '')}${rows[0].id}`
      await tx.query('update expense_bills set bill_no = $2 where id = $1', [rows[0].id, billNo])
      bill = await findBill(tx, member, billNo, true)
    }
    const money = await claimCosts(tx, member, bill.id, body.CostIds)
    await tx.query(
      `update expense_bills set title = $2, reason = $3, cost_center_id = $4, amount_fen = $5, company_paid_fen = $10, status = 'Draft', updated_at = now(),
              supplier_id = $6, attachments = $7, project_id = $8, reimbursed_member_id = $9 where id = $1`,
      [bill.id, title, body.Reason.trim(), Number(body.CostCenterId), money.totalFen, corporate?.supplierId ?? null, JSON.stringify(corporate?.attachments ?? []),
        body.ProjectId ? Number(body.ProjectId) : null, body.ReimbursedMemberId && Number(body.ReimbursedMemberId) !== member.memberId ? Number(body.ReimbursedMemberId) : null, money.companyPaidFen],
    )
    const noun = corporate ? '对公报销单' : '报销单'
    await addHistory(tx, bill.id, 'Draft', name, body.BillNo ? `修改${noun}` : `创建${noun}`)
    if (!corporate) await replaceLoanOffsets(tx, member, name, bill.bill_no, money.reimbursableFen, body.LoanOffsets)
    const saved = await findBill(tx, member, bill.bill_no, true)
    const status = body.Submit ? await submitBill(tx, saved, name) : 'Draft'
    return { BillNo: bill.bill_no, Status: status }
  })
}

type SummaryRow = { bill_no: string; kind: BillRow['kind']; title: string; applicant_name: string; amount_fen: number; status: BillRow['status']; created_at: Date; total: number }

const summaryOf = (r: SummaryRow): BillSummary => ({
  BillNo: r.bill_no,
  Kind: r.kind,
  Title: r.title,
  ApplicantName: r.applicant_name,
  AmountFen: Number(r.amount_fen),
  Status: r.status,
  StatusText: BILL_STATUS_TEXT[r.status],
  CreatedAt: shanghaiIso(r.created_at),
})

const TAB_STATUSES: Record<BillListRequest['Tab'], string[]> = {
  all: ['Draft', 'Approving', 'Rejected', 'Revoked', 'Approved', 'Paid'],
  approving: ['Approving'],
  approved: ['Approved'],
  paid: ['Paid'],
  returned: ['Draft', 'Rejected', 'Revoked'],
}

async function pageOf(db: Queryable, where: string, params: unknown[], page: { PageIndex: number; PageSize: number }, empty: string): Promise<BillListData | Answer<BillListData>> {
  const n = params.length
  const { rows } = await db.query<SummaryRow>(
    `select b.bill_no, b.kind, b.title, m.name as applicant_name, b.amount_fen, b.status, b.created_at, count(*) over () as total
       from expense_bills b join members m on m.id = b.member_id
      where ${where} order by b.updated_at desc, b.id desc limit $${n + 1} offset $${n + 2}`,
    [...params, page.PageSize, (page.PageIndex - 1) * page.PageSize],
  )
  const data: BillListData = { Items: rows.map(summaryOf), Total: Number(rows[0]?.total ?? 0), PageIndex: page.PageIndex, PageSize: page.PageSize }
  return data.Total === 0 ? noResult(data, empty) : data
}

export function listBills(db: Queryable, member: Member, body: BillListRequest) {
  return pageOf(db, 'b.enterprise_id = $1 and b.member_id = $2 and b.status = any($3::text[])', [member.enterpriseId, member.memberId, TAB_STATUSES[body.Tab]], body, '暂无单据')
}

const PENDING_TASK = `exists (select 1 from expense_bill_approvals eba join approval_tasks t on t.approval_id = eba.approval_id
                  where eba.bill_id = b.id and t.approver_member_id = $2 and t.status = 'pending' and eba.approval_id = b.approval_id)`

/** How many bills (reimbursement and corporate) wait for the caller's decision: the 待审批 tab's total, counted in the 审批 badge. */
export async function countPendingBills(db: Queryable, member: Member): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from expense_bills b where b.enterprise_id = $1 and b.status = 'Approving' and ${PENDING_TASK}`, [member.enterpriseId, member.memberId])
  return rows[0].n
}

/** 待审批 (a pending task of the caller), 已审批 (decided by the caller), 待支付 (finance: approved bills). */
export async function approvalBillList(db: Queryable, member: Member, body: BillApprovalListRequest) {
  const tasks = `exists (select 1 from expense_bill_approvals eba join approval_tasks t on t.approval_id = eba.approval_id
                  where eba.bill_id = b.id and t.approver_member_id = $2 and t.status`
  if (body.Tab === 'pending') return pageOf(db, `b.enterprise_id = $1 and b.status = 'Approving' and ${PENDING_TASK}`, [member.enterpriseId, member.memberId], body, '暂无待审批单据')
  if (body.Tab === 'processed') return pageOf(db, `b.enterprise_id = $1 and ${tasks} in ('approved', 'rejected'))`, [member.enterpriseId, member.memberId], body, '暂无已审批单据')
  const finance = await isFinancial(db, member)
  return pageOf(db, `b.enterprise_id = $1 and b.status = 'Approved' and $2::boolean`, [member.enterpriseId, finance], body, '暂无待支付单据')
}

async function stepsOf(db: Queryable, bill: BillRow): Promise<{ steps: BillApprovalStep[]; canApprove: (memberId: number) => boolean }> {
  if (!bill.approval_id) return { steps: [], canApprove: () => false }
  const { rows } = await db.query<{ levels: BillLevel[]; current_level: number; status: string }>(
    'select eba.levels, eba.current_level, a.status from expense_bill_approvals eba join approvals a on a.id = eba.approval_id where eba.approval_id = $1',
    [bill.approval_id],
  )
  const approval = rows[0]
  const tasks = await db.query<{ approver_member_id: number; name: string; step: number; status: string }>(
    'select t.approver_member_id, m.name, t.step, t.status from approval_tasks t join members m on m.id = t.approver_member_id where t.approval_id = $1 order by t.id',
    [bill.approval_id],
  )
  const names = new Map<number, string>()
  const ids = approval.levels.flatMap((l) => l.approverMemberIds)
  const people = await db.query<{ id: number; name: string }>('select id, name from members where id = any($1::int[])', [ids])
  for (const p of people.rows) names.set(p.id, p.name)
  const chainState = { currentLevel: approval.current_level, isOpen: approval.status === 'pending' }
  const steps = approval.levels.map((level): BillApprovalStep => ({
    Level: level.level, Name: level.name, ApproverNames: level.approverMemberIds.map((id) => names.get(id) ?? ''), State: levelState(level.level, chainState, tasks.rows),
  }))
  const pendingOf = new Set(tasks.rows.filter((t) => t.status === 'pending' && t.step === approval.current_level).map((t) => t.approver_member_id))
  return { steps, canApprove: (memberId) => bill.status === 'Approving' && approval.status === 'pending' && pendingOf.has(memberId) }
}

/** The bill for its applicant, an approver of it, or the enterprise's finance staff. */
export async function billDetail(db: Queryable, member: Member, billNo: string): Promise<BillDetail> {
  const bill = await findBill(db, member, billNo)
  const isApplicant = bill.member_id === member.memberId
  const finance = await isFinancial(db, member)
  if (!isApplicant && !finance && !(await isApproverOfBill(db, bill.id, member.memberId))) throw notFound('单据不存在')
  const costs = await db.query<CostRow>(`${COST_SELECT} where c.bill_id = $1 and c.deleted_at is null order by c.cost_date, c.id`, [bill.id])
  const history = await db.query<{ status: BillRow['status']; actor_name: string; note: string; at: Date; attachments: string[] }>(
    'select status, actor_name, note, at, attachments from expense_bill_history where bill_id = $1 order by id',
    [bill.id],
  )
  const { steps, canApprove } = await stepsOf(db, bill)
  const editable = isApplicant && isEditableBill(bill.status)
  const offsets = await billLoanOffsets(db, bill.enterprise_id, bill.bill_no)
  const money = billMoneyOf(bill.amount_fen, bill.company_paid_fen, offsets.reduce((sum, o) => sum + o.amountFen, 0))
  const payee = await payeeOf(db, bill)
  const { rows: invoices } = await db.query<{ type_code: string; amount_fen: number; tax_fen: number }>(
    `select i.type_code, i.amount_fen, i.tax_fen from expense_cost_invoices i join expense_costs c on c.id = i.cost_id
      where c.bill_id = $1 and c.deleted_at is null and i.deleted_at is null`,
    [bill.id],
  )
  const vat = billDeductibleVat(invoices.map((i) => ({ TypeCode: i.type_code, AmountFen: Number(i.amount_fen), TaxFen: Number(i.tax_fen) })))
  return {
    ...summaryOf({ ...bill, total: 0 }),
    Reason: bill.reason,
    CostCenterId: bill.cost_center_id === null ? '' : String(bill.cost_center_id),
    CostCenterName: bill.cost_center_name ?? '',
    ProjectId: bill.project_id === null ? '' : String(bill.project_id),
    ProjectName: bill.project_name ?? '',
    ReimbursedMemberId: String(bill.reimbursed_member_id ?? bill.member_id),
    ReimbursedMemberName: bill.reimbursed_member_name ?? bill.applicant_name,
    Costs: costs.rows.map(costOf),
    History: history.rows.map((h) => ({ Status: h.status, StatusText: BILL_STATUS_TEXT[h.status], ActorName: h.actor_name, Note: h.note, At: shanghaiIso(h.at), Attachments: h.attachments })),
    Steps: steps,
    CanEdit: editable,
    CanSubmit: editable,
    CanRevoke: isApplicant && bill.status === 'Approving',
    CanApprove: canApprove(member.memberId),
    CanComment: bill.status !== 'Draft',
    CanPay: finance && bill.status === 'Approved',
    PaidAt: bill.paid_at ? shanghaiIso(bill.paid_at) : '',
    Supplier: bill.supplier_id === null ? null : await supplierOf(db, bill.enterprise_id, bill.supplier_id),
    Attachments: bill.attachments,
    PaymentNo: await paymentNoOf(db, bill.id),
    LoanOffsets: offsets.map((o) => ({ LoanNo: o.loanNo, RepayNo: o.repayNo, AmountFen: o.amountFen, LoanReason: o.loanReason })),
    OffsetFen: money.offsetFen,
    CompanyPaidFen: money.companyPaidFen,
    ReimbursableFen: money.reimbursableFen,
    PayableFen: money.payableFen,
    DeductibleVatFen: vat.totalFen,
    Payee: { Name: payee.name, BankName: payee.bank, AccountNo: maskAccount(payee.account) },
  }
}
