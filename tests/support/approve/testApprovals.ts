import type { ApprovalOrderDetail, ApprovalOrderListItem } from '@api/order'

/**
 * Approval details around an order the test brings (a product's test order), so approvals' fixtures import no
 * product: `const approvalDetail = approvalDetailOf(hotelOrder())`.
 */
export const approvalDetailOf = (order: ApprovalOrderDetail['Order']) => (patch: Partial<ApprovalOrderDetail> = {}): ApprovalOrderDetail => {
  const Progress: ApprovalOrderDetail['Progress'] = {
    ApprovalNo: 'A1',
    Status: 'pending',
    FlowName: '出差审批',
    Steps: [
      { Step: 1, Name: '部门负责人审批', ApproverNames: ['李娜'], Status: 'pending', ActedByName: '', Comment: '', ActedAt: null },
      { Step: 2, Name: '财务审核', ApproverNames: ['王芳'], Status: 'waiting', ActedByName: '', Comment: '', ActedAt: null },
    ],
  }
  return {
    ApprovalNo: 'A1',
    ApplicantName: '张三',
    SubmittedAt: '2026-11-30T12:00:00+08:00',
    Progress,
    Order: { ...order, Status: 'PendingApproval', StatusText: '待审批', Approval: Progress },
    CanApprove: true,
    CanRevoke: false,
    ...patch,
  }
}

export function approvalItem(no: string, patch: Partial<ApprovalOrderListItem> = {}): ApprovalOrderListItem {
  return {
    ApprovalNo: no,
    OrderNo: `H-${no}`,
    ProductType: 1,
    ApplicantName: '张三',
    Title: '北京国贸大酒店',
    Subtitle: '豪华大床房 · 1间 · 2晚',
    StartDate: '2026-12-01',
    EndDate: '2026-12-03',
    TotalFen: 100000,
    IsOverStandard: true,
    Status: 'pending',
    StatusText: '审批中',
    CurrentStepName: '部门负责人审批',
    SubmittedAt: '2026-11-30T12:00:00+08:00',
    ...patch,
  }
}
