import { approvalTabs, initialApprovalTab, rejectReasonError } from './approvalTabs'

describe('approval tabs', () => {
  it('approvers get three tabs, others only their own requests', () => {
    expect(approvalTabs(true).map((t) => t.title)).toEqual(['待我审批', '我已审批', '我的申请'])
    expect(approvalTabs(false).map((t) => t.key)).toEqual(['mine'])
  })
  it('opens on the asked tab only when offered', () => {
    expect(initialApprovalTab(true)).toBe('pending')
    expect(initialApprovalTab(true, 'processed')).toBe('processed')
    expect(initialApprovalTab(false, 'pending')).toBe('mine')
  })
  it('requires a reject reason of at most 200 characters', () => {
    expect(rejectReasonError('  ')).toBe('请填写驳回原因')
    expect(rejectReasonError('x'.repeat(201))).toBe('驳回原因不能超过200字')
    expect(rejectReasonError('x'.repeat(200))).toBe('')
  })
})
