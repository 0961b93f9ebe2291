import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/loans'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import { memberName } from '../platform/public'
import { bankBranches, bankTypes, collectionInfos, deleteCollectionInfo, payAccounts, reimbursementMembers, saveCollectionInfo } from './accounts'
import { addLoanApprover, approveLoan, rejectLoan, returnLoan, revokeLoan, transferLoan } from './loanApproval'
import { findLoan, type LoanRow } from './loanRow'
import type { Queryable } from '../../db/types'
import { listLoans, loanDetail, myBalance, openLoans, payLoan, saveLoan } from './loans'
import { applyLoanOffsets } from './offsets'
import { decideRepayment, listRepayments, repaymentDetail, saveRepayment } from './repayments'
import * as S from './schemas'

const LIST = '`{Items, Total, PageIndex, PageSize}`; none 2000'

/** b2b CustomerBill/*: loans, their approval (kind loanBill) and payout, repayments, offsets, collection accounts. */
export async function loanRoutes(app: FastifyInstance) {
  const { db } = app
  const at = (path: string) => ({ module: 'b2b', path: `/CustomerBill/${path}` })
  post<typeof S.SaveLoanBody, Api.LoanNoData>(app, at('SaveLoanBill'), S.SaveLoanBody, {
    doc: { body: '`{Reason, AmountFen, ExpectedRepayDate, CollectionInfoId}` (*reqId*)', data: '`{LoanNo, Status}`: submitted to the bill approval levels' },
    idempotent: true,
    data: S.LoanNoData,
    handler: (request) => saveLoan(db, request.caller(), request.body),
  })
  post<typeof S.LoanListBody, Api.LoanListData>(app, at('GetLoanBillList'), S.LoanListBody, {
    doc: { body: '`{Tab mine|pending|processed|payable, PageIndex, PageSize}`', data: `${LIST}; payable only for finance` },
    data: S.LoanListData,
    handler: (request) => listLoans(db, request.caller(), request.body),
  })
  post<typeof S.LoanNoBody, Api.LoanDetail>(app, at('GetLoanBillDetail'), S.LoanNoBody, {
    doc: { body: '`{LoanNo}`', data: '`LoanDetail`: ledger, steps, history, repayments; not applicant, approver nor finance 4004' },
    data: S.LoanDetailData,
    handler: (request) => loanDetail(db, request.caller(), request.body.LoanNo),
  })
  const decide = async (loanNo: string, memberId: number, enterpriseId: number, run: (tx: Queryable, loan: LoanRow, name: string) => Promise<Api.LoanNoData['Status']>): Promise<Api.LoanNoData> => {
    const name = await memberName(db, memberId)
    return db.transaction(async (tx) => {
      const loan = await findLoan(tx, { enterpriseId }, loanNo, true)
      return { LoanNo: loanNo, Status: await run(tx, loan, name) }
    })
  }
  post<typeof S.ApproveLoanBody, Api.LoanNoData>(app, at('ApproveLoanBill'), S.ApproveLoanBody, {
    doc: { body: '`{LoanNo, Comment?}` (*reqId*)', data: '`{LoanNo, Status}`: the next level, or 待支付 after the last; not the caller\'s step 4003' },
    idempotent: true,
    data: S.LoanNoData,
    handler: (request) => {
      const m = request.caller()
      return decide(request.body.LoanNo, m.memberId, m.enterpriseId, (tx, loan, name) => approveLoan(tx, loan, m, name, (request.body.Comment ?? '').trim()))
    },
  })
  post<typeof S.RejectLoanBody, Api.LoanNoData>(app, at('RejectLoanBill'), S.RejectLoanBody, {
    doc: { body: '`{LoanNo, Reason}` (*reqId*)', data: '`{LoanNo, Status: Rejected}`' },
    idempotent: true,
    data: S.LoanNoData,
    handler: (request) => {
      const m = request.caller()
      return decide(request.body.LoanNo, m.memberId, m.enterpriseId, (tx, loan, name) => rejectLoan(tx, loan, m, name, request.body.Reason))
    },
  })
  post<typeof S.TransferLoanBody, Api.LoanNoData>(app, at('TransferLoanBill'), S.TransferLoanBody, {
    doc: { body: '`{LoanNo, ToMemberId, Comment?}` (*reqId*)', data: '`{LoanNo, Status}`: 转交 (decision 0700); not the caller\'s step 4003, the applicant 4001' },
    data: S.LoanNoData,
    idempotent: true,
    handler: (request) => {
      const m = request.caller()
      const body = request.body
      return decide(body.LoanNo, m.memberId, m.enterpriseId, (tx, loan, name) => transferLoan(tx, loan, m, name, Number(body.ToMemberId), (body.Comment ?? '').trim()))
    },
  })
  post<typeof S.AddLoanApproverBody, Api.LoanNoData>(app, at('AddLoanApprover'), S.AddLoanApproverBody, {
    doc: { body: '`{LoanNo, ToMemberId, Position before|after, Comment?}` (*reqId*)', data: '`{LoanNo, Status}`: 加签 (decision 0700); not the caller\'s step 4003' },
    data: S.LoanNoData,
    idempotent: true,
    handler: (request) => {
      const m = request.caller()
      const body = request.body
      return decide(body.LoanNo, m.memberId, m.enterpriseId, (tx, loan, name) => addLoanApprover(tx, loan, m, name, Number(body.ToMemberId), body.Position, (body.Comment ?? '').trim()))
    },
  })
  post<typeof S.ReturnLoanBody, Api.LoanNoData>(app, at('ReturnLoanBill'), S.ReturnLoanBody, {
    doc: { body: '`{LoanNo, ToLevel, Reason}` (*reqId*): ToLevel an earlier step, 0 the applicant', data: '`{LoanNo, Status}`: 退回 (decision 0700)' },
    data: S.LoanNoData,
    idempotent: true,
    handler: (request) => {
      const m = request.caller()
      const body = request.body
      return decide(body.LoanNo, m.memberId, m.enterpriseId, (tx, loan, name) => returnLoan(tx, loan, m, name, body.ToLevel, body.Reason))
    },
  })
  post<typeof S.LoanNoBody, Api.LoanNoData>(app, at('RevokeLoanBill'), S.LoanNoBody, {
    doc: { body: '`{LoanNo}` (*reqId*)', data: '`{LoanNo, Status: Revoked}`; applicant only, while approving' },
    idempotent: true,
    data: S.LoanNoData,
    handler: (request) => {
      const m = request.caller()
      return decide(request.body.LoanNo, m.memberId, m.enterpriseId, (tx, loan, name) => revokeLoan(tx, loan, m, name))
    },
  })
  post<typeof S.PayLoanBody, Api.LoanNoData>(app, at('PayLoanBill'), S.PayLoanBody, {
    doc: { body: '`{LoanNo, PayAccountId}` (*reqId*)', data: '`{LoanNo, Status: Paid}`; finance only 4003, approved loans only 4001' },
    idempotent: true,
    data: S.LoanNoData,
    handler: (request) => payLoan(db, request.caller(), request.body),
  })
  post<typeof EmptyBody, Api.LoanBalanceData>(app, at('GetMyLoanBalance'), EmptyBody, {
    doc: { body: '`{}`', data: '`{PaidOutFen, RepaidFen, OffsetFen, OutstandingFen, PendingFen, AvailableFen, OpenCount}`' },
    data: S.LoanBalanceData,
    handler: (request) => myBalance(db, request.caller()),
  })
  post<typeof S.OpenLoanBody, Api.LoanListData>(app, at('GetOpenLoanList'), S.OpenLoanBody, {
    doc: { body: '`{PageIndex, PageSize, Keyword?}`', data: `${LIST}: the caller's loans left to repay, oldest first` },
    data: S.LoanListData,
    handler: (request) => openLoans(db, request.caller(), request.body),
  })
  post<typeof S.SaveRepaymentBody, Api.RepayNoData>(app, at('SaveRepaymentBill'), S.SaveRepaymentBody, {
    doc: { body: '`{LoanNo, AmountFen, Remark}` (*reqId*)', data: '`{RepayNo, Status: Approving}`: held on the loan until finance confirms; above what is left 4001' },
    idempotent: true,
    data: S.RepayNoData,
    handler: (request) => saveRepayment(db, request.caller(), request.body),
  })
  post<typeof S.RepaymentListBody, Api.RepaymentListData>(app, at('GetRepaymentBillList'), S.RepaymentListBody, {
    doc: { body: '`{Tab mine|confirm, PageIndex, PageSize}`', data: `${LIST}; confirm lists cash repayments waiting for finance` },
    data: S.RepaymentListData,
    handler: (request) => listRepayments(db, request.caller(), request.body),
  })
  post<typeof S.RepayNoBody, Api.RepaymentDetail>(app, at('GetRepaymentBillDetail'), S.RepayNoBody, {
    doc: { body: '`{RepayNo}`', data: '`RepaymentDetail`; not the repayer nor finance 4004' },
    data: S.RepaymentDetailData,
    handler: (request) => repaymentDetail(db, request.caller(), request.body.RepayNo),
  })
  post<typeof S.RepayNoBody, Api.RepayNoData>(app, at('ConfirmRepaymentBill'), S.RepayNoBody, {
    doc: { body: '`{RepayNo}` (*reqId*)', data: '`{RepayNo, Status: Paid}`: finance confirms receipt, the loan\'s outstanding falls' },
    idempotent: true,
    data: S.RepayNoData,
    handler: (request) => decideRepayment(db, request.caller(), request.body.RepayNo, 'confirm'),
  })
  post<typeof S.RejectRepaymentBody, Api.RepayNoData>(app, at('RejectRepaymentBill'), S.RejectRepaymentBody, {
    doc: { body: '`{RepayNo, Reason}` (*reqId*)', data: '`{RepayNo, Status: Rejected}`: finance sends it back, the hold is released' },
    idempotent: true,
    data: S.RepayNoData,
    handler: (request) => decideRepayment(db, request.caller(), request.body.RepayNo, 'reject', request.body.Reason),
  })
  post<typeof S.RepayNoBody, Api.RepayNoData>(app, at('RevokeRepaymentBill'), S.RepayNoBody, {
    doc: { body: '`{RepayNo}` (*reqId*)', data: '`{RepayNo, Status: Revoked}`: the repayer withdraws it while it waits' },
    idempotent: true,
    data: S.RepayNoData,
    handler: (request) => decideRepayment(db, request.caller(), request.body.RepayNo, 'revoke'),
  })
  post<typeof S.OffsetBody, Api.OffsetLoanData>(app, at('OffsetLoan'), S.OffsetBody, {
    doc: { body: '`{BillNo, Items[{LoanNo, AmountFen}]}` (*reqId*)', data: '`{BillNo, OffsetFen, RepayNos}`: 冲借款 of the caller\'s unpaid reimbursement bill; never below zero' },
    idempotent: true,
    data: S.OffsetLoanData,
    handler: async (request) => {
      const m = request.caller()
      const name = await memberName(db, m.memberId)
      return db.transaction((tx) => applyLoanOffsets(tx, m, name, request.body))
    },
  })
  post<typeof EmptyBody, Api.CollectionInfoListData>(app, at('GetCollectionInfoList'), EmptyBody, {
    doc: { body: '`{}`', data: '`{Items: CollectionInfo[]}`: the caller\'s accounts, default first' },
    data: S.CollectionInfoListData,
    handler: (request) => collectionInfos(db, request.caller()),
  })
  post<typeof S.SaveCollectionBody, Api.CollectionInfoIdData>(app, at('SaveCollectionInfo'), S.SaveCollectionBody, {
    doc: { body: '`{CollectionInfoId?, AccountName, AccountNo, BankCode, BranchName, IsDefault}` (*reqId*)', data: '`{CollectionInfoId}`' },
    idempotent: true,
    data: S.CollectionInfoIdData,
    handler: (request) => saveCollectionInfo(db, request.caller(), request.body),
  })
  post<typeof S.CollectionIdBody, Api.CollectionInfoIdData>(app, at('DeleteCollectionInfo'), S.CollectionIdBody, {
    doc: { body: '`{CollectionInfoId}`', data: '`{CollectionInfoId}`; not the caller\'s 4004' },
    data: S.CollectionInfoIdData,
    handler: (request) => deleteCollectionInfo(db, request.caller(), request.body.CollectionInfoId),
  })
  post<typeof EmptyBody, Api.PayAccountListData>(app, at('GetPayAccountList'), EmptyBody, {
    doc: { body: '`{}`', data: '`{Items: PayAccount[]}`: finance only (4003)' },
    data: S.PayAccountListData,
    handler: (request) => payAccounts(db, request.caller()),
  })
  post<typeof S.MemberBody, Api.ReimbursementMemberData>(app, at('GetReimbursementMemberList'), S.MemberBody, {
    doc: { body: '`{Keyword?, PageIndex, PageSize}`', data: `${LIST}: active members of the caller's enterprise, the caller first` },
    data: S.ReimbursementMemberData,
    handler: (request) => reimbursementMembers(db, request.caller(), request.body),
  })
}

/** finance-asset: the bank catalogue and branches (decision 0242). */
export async function bankRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof S.BankTypeBody, Api.BankTypeData>(app, { module: 'finance-asset', path: '/listBankType' }, S.BankTypeBody, {
    doc: { body: '`{Keyword?}`', data: '`{Items[{BankCode, BankName}]}`, nationwide banks first' },
    data: S.BankTypeData,
    handler: (request) => bankTypes(db, request.body),
  })
  post<typeof S.BankInfoBody, Api.BankInfoData>(app, { module: 'finance-asset', path: '/pageBankInfo' }, S.BankInfoBody, {
    doc: { body: '`{BankCode, Keyword?, PageIndex, PageSize}`', data: `${LIST}: branches {BranchCode, BranchName, CityName}` },
    data: S.BankInfoData,
    handler: (request) => bankBranches(db, request.body),
  })
}
