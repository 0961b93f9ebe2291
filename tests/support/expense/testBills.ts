import type { BillDetail, BillSummary, Cost } from '@api/expense'

export const cost = (CostId: string, over: Partial<Cost> = {}): Cost => ({
  CostId, CostTypeId: '18002', CostTypeName: '交通费', AmountFen: 8650, CostDate: '2026-11-20', CityName: '上海', Remark: '打车',
  Attachments: [], BillNo: '', BillStatus: '', OrderNo: '', CompanyPaid: false, ...over,
})

export const billSummary = (BillNo: string, over: Partial<BillSummary> = {}): BillSummary => ({
  BillNo, Kind: 'reimbursement', Title: '上海出差报销', ApplicantName: '张伟', AmountFen: 43650, Status: 'Approving', StatusText: '审批中',
  CreatedAt: '2026-11-20T10:00:00+08:00', ...over,
})

export const billDetail = (over: Partial<BillDetail> = {}): BillDetail => ({
  ...billSummary('BX2026112010001'),
  Reason: '', CostCenterId: '31001', CostCenterName: '市场费用中心', ProjectId: '', ProjectName: '', ReimbursedMemberId: '10001', ReimbursedMemberName: '张伟', Costs: [cost('1'), cost('2', { CostTypeName: '住宿费', AmountFen: 35000 })],
  History: [{ Status: 'Approving', StatusText: '审批中', ActorName: '张伟', Note: '提交报销单', At: '2026-11-20T10:00:00+08:00', Attachments: [] }],
  Steps: [{ Level: 1, Name: '部门负责人审批', ApproverNames: ['李娜'], State: 'current' }],
  CanEdit: false, CanSubmit: false, CanRevoke: false, CanApprove: false, CanComment: true, CanPay: false, PaidAt: '', Supplier: null, Attachments: [], PaymentNo: '',
  LoanOffsets: [], OffsetFen: 0, CompanyPaidFen: 0, ReimbursableFen: 43650, PayableFen: 43650, DeductibleVatFen: 0,
  Payee: { Name: '张伟', BankName: '中国工商银行', AccountNo: '**** 6789' }, ...over,
})
