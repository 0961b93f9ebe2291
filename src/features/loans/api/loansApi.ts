import type * as L from '@api/loans'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

type Paged<T> = { Items: T[]; Total: number; PageIndex: number; PageSize: number }

/** b2b CustomerBill/* loans, repayments, offsets, accounts; finance-asset banks (decision 0241). */
export function createLoansApi(request: RequestFn) {
  const bill = <T>(path: string, body: object) => dataOf(request<T>('b2b', `CustomerBill/${path}`, body))
  /** A paged list: code 2000 (none) is an empty page. */
  const paged = async <T>(module: 'b2b' | 'finance-asset', path: string, body: { PageIndex: number; PageSize: number }): Promise<Paged<T>> => {
    const data = await dataOf(request<Paged<T> | null>(module, path, body, { acceptCodes: [RESULT_CODE.noResult] }))
    return data && Array.isArray(data.Items) ? data : { Items: [], Total: 0, PageIndex: body.PageIndex, PageSize: body.PageSize }
  }
  return {
    saveLoan: (body: L.SaveLoanBillRequest) => bill<L.LoanNoData>('SaveLoanBill', body),
    loans: (body: L.LoanListRequest) => paged<L.LoanSummary>('b2b', 'CustomerBill/GetLoanBillList', body),
    loan: (LoanNo: string) => bill<L.LoanDetail>('GetLoanBillDetail', { LoanNo }),
    approve: (body: L.ApproveLoanRequest) => bill<L.LoanNoData>('ApproveLoanBill', body),
    reject: (body: L.RejectLoanRequest) => bill<L.LoanNoData>('RejectLoanBill', body),
    transfer: (body: L.TransferLoanRequest) => bill<L.LoanNoData>('TransferLoanBill', body),
    addApprover: (body: L.AddLoanApproverRequest) => bill<L.LoanNoData>('AddLoanApprover', body),
    sendBack: (body: L.ReturnLoanRequest) => bill<L.LoanNoData>('ReturnLoanBill', body),
    revoke: (LoanNo: string) => bill<L.LoanNoData>('RevokeLoanBill', { LoanNo }),
    pay: (body: L.PayLoanRequest) => bill<L.LoanNoData>('PayLoanBill', body),
    balance: () => bill<L.LoanBalanceData>('GetMyLoanBalance', {}),
    openLoans: (body: L.OpenLoanListRequest) => paged<L.LoanSummary>('b2b', 'CustomerBill/GetOpenLoanList', body),
    saveRepayment: (body: L.SaveRepaymentRequest) => bill<L.RepayNoData>('SaveRepaymentBill', body),
    repayments: (body: L.RepaymentListRequest) => paged<L.RepaymentSummary>('b2b', 'CustomerBill/GetRepaymentBillList', body),
    repayment: (RepayNo: string) => bill<L.RepaymentDetail>('GetRepaymentBillDetail', { RepayNo }),
    confirmRepayment: (RepayNo: string) => bill<L.RepayNoData>('ConfirmRepaymentBill', { RepayNo }),
    rejectRepayment: (body: L.RejectRepaymentRequest) => bill<L.RepayNoData>('RejectRepaymentBill', body),
    revokeRepayment: (RepayNo: string) => bill<L.RepayNoData>('RevokeRepaymentBill', { RepayNo }),
    offset: (body: L.OffsetLoanRequest) => bill<L.OffsetLoanData>('OffsetLoan', body),
    collectionInfos: () => bill<L.CollectionInfoListData>('GetCollectionInfoList', {}),
    saveCollectionInfo: (body: L.SaveCollectionInfoRequest) => bill<L.CollectionInfoIdData>('SaveCollectionInfo', body),
    deleteCollectionInfo: (CollectionInfoId: string) => bill<L.CollectionInfoIdData>('DeleteCollectionInfo', { CollectionInfoId }),
    payAccounts: () => bill<L.PayAccountListData>('GetPayAccountList', {}),
    members: (body: L.ReimbursementMemberRequest) => paged<L.ReimbursementMember>('b2b', 'CustomerBill/GetReimbursementMemberList', body),
    banks: (body: L.BankTypeRequest) => dataOf(request<L.BankTypeData>('finance-asset', 'listBankType', body)),
    branches: (body: L.BankInfoRequest) => paged<L.BankBranch>('finance-asset', 'pageBankInfo', body),
  }
}

export type LoansApi = ReturnType<typeof createLoansApi>
