import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/expense'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import { addBillApprover, approveBill, payBill, rejectBill, returnBill, revokeBill, submitBill, transferBill } from './billApproval'
import { commentBill } from './billComments'
import { findBill, type BillRow } from './billRow'
import { isFinancial, memberName } from '../platform/public'
import type { Queryable } from '../../db/types'
import type { Member } from '../../lib/caller'
import { approvalBillList, billDetail, listBills, saveReimbursementBill } from './bills'
import { costTypes, deleteCost, listCosts, saveCost } from './costs'
import { forbidden } from '../../lib/errors'
import * as S from './schemas'
import { payAccountOf } from '../loans/public'
import { payBatch, payBatchFile, previewPayBatch } from './payBatches'
import { exportPaidBills } from './paidExport'
import { expenseReport, exportExpenseReport } from './expenseReport'

/** expensecontrol Expense/*: the caller's account book of costs and the enterprise's cost types. */
export async function costRoutes(app: FastifyInstance) {
  const { db } = app
  const at = (path: string) => ({ module: 'expensecontrol', path })
  post<typeof EmptyBody, Api.CostTypeListData>(app, at('/Expense/GetCostTypeList'), EmptyBody, {
    doc: { body: '`{}`', data: '`{Items[{CostTypeId, Name, ParentId}]}` of the caller\'s enterprise' },
    data: S.CostTypeListData,
    handler: (request) => costTypes(db, request.caller()),
  })
  post<typeof S.CostListBody, Api.CostListData>(app, at('/Expense/GetCostList'), S.CostListBody, {
    doc: { body: '`{Month? YYYY-MM, OnlyFree?}`', data: '`{Items: Cost[], TotalFen}`: the caller\'s costs, newest first' },
    data: S.CostListData,
    handler: (request) => listCosts(db, request.caller(), request.body),
  })
  post<typeof S.SaveCostBody, Api.SaveCostData>(app, at('/Expense/SaveCost'), S.SaveCostBody, {
    doc: { body: '`{CostId?, CostTypeId, AmountFen, CostDate, CityName, Remark, Attachments[] (own uploads)}` (*reqId*)', data: '`{CostId}`; a cost on a bill 4001' },
    data: S.CostIdData,
    idempotent: true,
    handler: (request) => db.transaction((tx) => saveCost(tx, request.caller(), request.body)),
  })
  post<typeof S.CostIdBody, Api.SaveCostData>(app, at('/Expense/DeleteCost'), S.CostIdBody, {
    doc: { body: '`{CostId}`', data: '`{CostId}`; a cost on a bill 4001' },
    data: S.CostIdData,
    handler: (request) => db.transaction((tx) => deleteCost(tx, request.caller(), request.body.CostId)),
  })
}

/** b2b CustomerBill/*: reimbursement bills, their approval (kind expenseBill) and payment by finance. */
export async function billRoutes(app: FastifyInstance) {
  const { db } = app
  const at = (path: string) => ({ module: 'b2b', path })
  post<typeof S.SaveBillBody, Api.BillNoData>(app, at('/CustomerBill/SaveReimbursementBill'), S.SaveBillBody, {
    doc: { body: '`{BillNo?, Title, Reason, CostCenterId, ProjectId?, ReimbursedMemberId?, CostIds[], LoanOffsets?: [{LoanNo, AmountFen}], Submit}` (*reqId*; offsets applied in the same transaction, decision 0360)', data: '`{BillNo, Status}`; a cost on another bill 4001' },
    data: S.BillNoData,
    idempotent: true,
    handler: (request) => saveReimbursementBill(db, request.caller(), request.body),
  })
  post<typeof S.BillListBody, Api.BillListData>(app, at('/CustomerBill/GetBillList'), S.BillListBody, {
    doc: { body: '`{Tab all|approving|approved|paid|returned, PageIndex, PageSize}`', data: '`{Items: BillSummary[], Total, PageIndex, PageSize}`; none 2000' },
    data: S.BillListData,
    handler: (request) => listBills(db, request.caller(), request.body),
  })
  post<typeof S.BillNoBody, Api.BillDetail>(app, at('/CustomerBill/GetBillDetail'), S.BillNoBody, {
    doc: { body: '`{BillNo}`', data: '`BillDetail` with costs, steps and history; not applicant, approver nor finance 4004' },
    data: S.BillDetailData,
    handler: (request) => billDetail(db, request.caller(), request.body.BillNo),
  })
  post<typeof S.ApprovalListBody, Api.BillApprovalListData>(app, at('/CustomerBill/GetApprovalBillList'), S.ApprovalListBody, {
    doc: { body: '`{Tab pending|processed|payable, PageIndex, PageSize}`', data: '`{Items, Total, PageIndex, PageSize}`; payable lists only for finance; none 2000' },
    data: S.BillListData,
    handler: (request) => approvalBillList(db, request.caller(), request.body),
  })
  /** Runs one bill action in a transaction on the locked bill of the caller's enterprise. */
  const decide = async (billNo: string, run: (tx: Queryable, bill: BillRow, name: string) => Promise<Api.BillStatus>, member: Member): Promise<Api.BillNoData> => {
    const name = await memberName(db, member.memberId)
    return db.transaction(async (tx) => {
      const bill = await findBill(tx, member, billNo, true)
      return { BillNo: billNo, Status: await run(tx, bill, name) }
    })
  }
  post<typeof S.ApproveBody, Api.BillNoData>(app, at('/CustomerBill/ApproveBill'), S.ApproveBody, {
    doc: { body: '`{BillNo, Comment?}` (*reqId*)', data: '`{BillNo, Status}`: the next level, or 待支付 after the last; not the caller\'s step 4003' },
    data: S.BillNoData,
    idempotent: true,
    handler: (request) => {
      const member = request.caller()
      return decide(request.body.BillNo, (tx, bill, name) => approveBill(tx, bill, member, name, (request.body.Comment ?? '').trim()), member)
    },
  })
  post<typeof S.RejectBody, Api.BillNoData>(app, at('/CustomerBill/RejectBill'), S.RejectBody, {
    doc: { body: '`{BillNo, Reason}` (*reqId*)', data: '`{BillNo, Status: Rejected}`; the applicant may edit and submit again' },
    data: S.BillNoData,
    idempotent: true,
    handler: (request) => {
      const member = request.caller()
      return decide(request.body.BillNo, (tx, bill, name) => rejectBill(tx, bill, member, name, request.body.Reason), member)
    },
  })
  post<typeof S.TransferBody, Api.BillNoData>(app, at('/CustomerBill/TransferBill'), S.TransferBody, {
    doc: { body: '`{BillNo, ToMemberId, Comment?}` (*reqId*)', data: '`{BillNo, Status}`: 转交, the caller\'s pending step goes to another member of the enterprise who then decides; not the caller\'s step 4003, the applicant 4001' },
    data: S.BillNoData,
    idempotent: true,
    handler: (request) => {
      const member = request.caller()
      const body = request.body
      return decide(body.BillNo, (tx, bill, name) => transferBill(tx, bill, member, name, Number(body.ToMemberId), (body.Comment ?? '').trim()), member)
    },
  })
  post<typeof S.AddApproverBody, Api.BillNoData>(app, at('/CustomerBill/AddBillApprover'), S.AddApproverBody, {
    doc: { body: '`{BillNo, ToMemberId, Position before|after, Comment?}` (*reqId*)', data: '`{BillNo, Status}`: 加签, a level of the member before (decides first) or after the caller\'s (decision 0700); not the caller\'s step 4003, the applicant or a member deciding the step already 4001' },
    data: S.BillNoData,
    idempotent: true,
    handler: (request) => {
      const member = request.caller()
      const body = request.body
      return decide(body.BillNo, (tx, bill, name) => addBillApprover(tx, bill, member, name, Number(body.ToMemberId), body.Position, (body.Comment ?? '').trim()), member)
    },
  })
  post<typeof S.ReturnBody, Api.BillNoData>(app, at('/CustomerBill/ReturnBill'), S.ReturnBody, {
    doc: { body: '`{BillNo, ToLevel, Reason}` (*reqId*): ToLevel an earlier step, 0 the applicant', data: '`{BillNo, Status}`: 退回, the step decides again (Approving) or the bill is back with its applicant (Rejected; decision 0700); not an earlier step 4000' },
    data: S.BillNoData,
    idempotent: true,
    handler: (request) => {
      const member = request.caller()
      const body = request.body
      return decide(body.BillNo, (tx, bill, name) => returnBill(tx, bill, member, name, body.ToLevel, body.Reason), member)
    },
  })
  post<typeof S.CommentBody, Api.BillNoData>(app, at('/CustomerBill/CommentBill'), S.CommentBody, {
    doc: { body: '`{BillNo, Text, Attachments[] (own uploads)}` (*reqId*)', data: '`{BillNo, Status}`: 评论 in 处理记录 by the applicant, an approver or finance (decision 0700); empty 4000' },
    data: S.BillNoData,
    idempotent: true,
    handler: (request) => {
      const member = request.caller()
      const body = request.body
      return decide(body.BillNo, (tx, bill, name) => commentBill(tx, bill, member, name, body.Text, body.Attachments), member)
    },
  })
  post<typeof S.BillNoBody, Api.BillNoData>(app, at('/CustomerBill/SubmitBill'), S.BillNoBody, {
    doc: { body: '`{BillNo}` (*reqId*)', data: '`{BillNo, Status}`: a draft, rejected or revoked bill of the caller goes to approval' },
    data: S.BillNoData,
    idempotent: true,
    handler: (request) => {
      const member = request.caller()
      return decide(request.body.BillNo, (tx, bill, name) => {
        if (bill.member_id !== member.memberId) throw forbidden('只有申请人可以提交')
        return submitBill(tx, bill, name)
      }, member)
    },
  })
  post<typeof S.BillNoBody, Api.BillNoData>(app, at('/CustomerBill/RevokeBill'), S.BillNoBody, {
    doc: { body: '`{BillNo}` (*reqId*)', data: '`{BillNo, Status: Revoked}`; applicant only, while approving' },
    data: S.BillNoData,
    idempotent: true,
    handler: (request) => {
      const member = request.caller()
      return decide(request.body.BillNo, (tx, bill, name) => revokeBill(tx, bill, member, name), member)
    },
  })
  post<typeof S.PayBillBody, Api.BillNoData>(app, at('/CustomerBill/PayBill'), S.PayBillBody, {
    doc: {
      body: '`{BillNo, PayAccountId}` (*reqId*): the enterprise account paid from (missing or not the enterprise\'s 4000)',
      data: '`{BillNo, Status: Paid}`: pays what the bill owes less 冲借款, company-paid costs never (decision 0560); finance staff only (4003), approved bills only (4001)',
    },
    data: S.BillNoData,
    idempotent: true,
    handler: async (request) => {
      const member = request.caller()
      if (!(await isFinancial(db, member))) throw forbidden('仅财务人员可以支付')
      const account = await payAccountOf(db, member.enterpriseId, request.body.PayAccountId)
      return decide(request.body.BillNo, (tx, bill, name) => payBill(tx, bill, member, name, account), member)
    },
  })
  post<typeof S.PayBatchPreviewBody, Api.PayBatchData>(app, at('/CustomerBill/PreviewPayBatch'), S.PayBatchPreviewBody, {
    doc: { body: '`{BillNos[1..50]}`', data: '`{BatchNo: \'\', Count, TotalFen, Items[{BillNo, Title, PayeeName, BankName, AccountNo (masked), AmountFen, PaymentNo: \'\'}]}`: what paying them together would pay (decision 0650); finance only (4003), a bill not approved 4001' },
    data: S.PayBatchData,
    handler: (request) => previewPayBatch(db, request.caller(), request.body.BillNos),
  })
  post<typeof S.PayBatchBody, Api.PayBatchData>(app, at('/CustomerBill/PayBillBatch'), S.PayBatchBody, {
    doc: {
      body: '`{BillNos[1..50], PayAccountId}` (*reqId*)',
      data: '`{BatchNo, Count, TotalFen, Items}`: every bill paid from the account in one transaction, or none: a bill paid already or by a concurrent batch 4001 naming it (decision 0650); finance only (4003)',
    },
    data: S.PayBatchData,
    idempotent: true,
    handler: (request) => payBatch(db, request.caller(), request.body),
  })
  post<typeof S.PayBatchFileBody, Api.PayBatchFileData>(app, at('/CustomerBill/GetPayBatchFile'), S.PayBatchFileBody, {
    doc: { body: '`{BatchNo, Format csv|xlsx}`', data: '`{FileName, MimeType, ContentBase64}`: the batch\'s transfer list (序号, 收款人户名, 收款账号, 收款银行, 金额（元）, 用途, 业务参考号); finance only' },
    data: S.PayBatchFileData,
    handler: (request) => payBatchFile(db, request.caller(), request.body.BatchNo, request.body.Format),
  })
  post<typeof S.PaidBillsExportBody, Api.PayBatchFileData>(app, at('/CustomerBill/ExportPaidBills'), S.PaidBillsExportBody, {
    doc: { body: '`{Month YYYY-MM}`', data: '`{FileName, MimeType, ContentBase64}`: the month\'s paid bills (Asia/Shanghai) as Excel, one row a 付款单 and a 合计 row; finance only (4003)' },
    data: S.PayBatchFileData,
    handler: (request) => exportPaidBills(db, request.caller(), request.body),
  })
  post<typeof S.ExpenseReportBody, Api.ExpenseReportData>(app, at('/CustomerBill/GetExpenseReport'), S.ExpenseReportBody, {
    doc: { body: '`{FromMonth, ToMonth}` (YYYY-MM, at most 12 months)', data: '`{FromMonth, ToMonth, BillCount, CostFen, PaidFen, ByMonth, ByDepartment, ByCostCenter, ByProject: [{Name, BillCount, CostFen, PaidFen}]}`: bills paid in those months (Asia/Shanghai, decision 0710); finance and admins only (4003)' },
    data: S.ExpenseReportData,
    handler: (request) => expenseReport(db, request.caller(), request.body),
  })
  post<typeof S.ExpenseReportBody, Api.PayBatchFileData>(app, at('/CustomerBill/ExportExpenseReport'), S.ExpenseReportBody, {
    doc: { body: '`{FromMonth, ToMonth}`', data: '`{FileName, MimeType, ContentBase64}`: the 报销统计 as Excel, a sheet each for 按月份, 按部门, 按成本中心, 按项目 and 已付单据; finance and admins only (4003)' },
    data: S.PayBatchFileData,
    handler: (request) => exportExpenseReport(db, request.caller(), request.body),
  })
}
