import type { CollectionInfo, LoanDetail, LoanSummary, RepaymentDetail } from '@api/loans'

/** Test data for the loan screens (imported by tests only). */
export function loanSummary(over: Partial<LoanSummary> = {}): LoanSummary {
  return {
    LoanNo: 'JK2026112010001', Reason: '北京出差备用金', ApplicantName: '张伟', AmountFen: 300000, Status: 'Paid', StatusText: '待还款',
    OutstandingFen: 200000, AvailableFen: 200000, ExpectedRepayDate: '2026-12-31', CreatedAt: '2026-11-20T09:00:00+08:00', ...over,
  }
}

export function loanDetail(over: Partial<LoanDetail> = {}): LoanDetail {
  return {
    ...loanSummary({ Status: 'Approving', StatusText: '审批中', OutstandingFen: 0, AvailableFen: 0 }),
    PaidOutFen: 0, RepaidFen: 0, OffsetFen: 0, PendingFen: 0,
    Collection: { AccountName: '张伟', AccountNo: '6222021001123456789', BankName: '中国工商银行', BranchName: '中国工商银行上海分行' },
    PayAccountName: '', PaidAt: '',
    Steps: [{ Level: 1, Name: '部门负责人审批', ApproverNames: ['李娜'], State: 'current' }, { Level: 2, Name: '财务审核', ApproverNames: ['王芳'], State: 'waiting' }],
    History: [{ StatusText: '审批中', ActorName: '张伟', Note: '提交借款申请', At: '2026-11-20T09:00:00+08:00' }],
    Repayments: [], CanApprove: false, CanRevoke: false, CanPay: false, CanRepay: false,
    ...over,
  }
}

export function repaymentDetail(over: Partial<RepaymentDetail> = {}): RepaymentDetail {
  return {
    RepayNo: 'HK2026112410002', LoanNo: 'JK2026112010001', Method: 'cash', MethodText: '现金还款', AmountFen: 50000, Status: 'Approving', StatusText: '待财务确认',
    BillNo: '', ApplicantName: '张伟', Remark: '已转账', CreatedAt: '2026-11-24T10:00:00+08:00', LoanReason: '北京出差备用金', LoanAmountFen: 300000,
    LoanOutstandingFen: 200000, History: [{ StatusText: '待财务确认', ActorName: '张伟', Note: '提交还款 ¥500.00', At: '2026-11-24T10:00:00+08:00' }],
    CanConfirm: false, CanRevoke: false, ...over,
  }
}

export function collectionInfo(over: Partial<CollectionInfo> = {}): CollectionInfo {
  return { CollectionInfoId: '24101', AccountName: '张伟', AccountNo: '6222021001123456789', BankCode: 'ICBC', BankName: '中国工商银行', BranchName: '中国工商银行上海分行', IsDefault: true, ...over }
}

export const page = <T>(items: T[], total = items.length) => ({ Items: items, Total: total, PageIndex: 1, PageSize: 20 })
export const BASE = { 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0 }
