import { applicantActions, costClaimText, isEditableBill, nextBillStatus, type BillAction, type BillActor, type BillStatus } from './billStatus'

describe('nextBillStatus', () => {
  const cases: [BillStatus, BillAction, BillActor, BillStatus | null][] = [
    ['Draft', 'submit', 'applicant', 'Approving'],
    ['Rejected', 'submit', 'applicant', 'Approving'],
    ['Revoked', 'submit', 'applicant', 'Approving'],
    ['Approving', 'submit', 'applicant', null],
    ['Paid', 'submit', 'applicant', null],
    ['Draft', 'submit', 'approver', null],
    ['Approving', 'approve', 'approver', 'Approving'],
    ['Approving', 'finalApprove', 'approver', 'Approved'],
    ['Approving', 'finalApprove', 'applicant', null],
    ['Approved', 'finalApprove', 'approver', null],
    ['Approving', 'reject', 'approver', 'Rejected'],
    ['Draft', 'reject', 'approver', null],
    ['Approving', 'revoke', 'applicant', 'Revoked'],
    ['Approved', 'revoke', 'applicant', null],
    ['Approved', 'pay', 'finance', 'Paid'],
    ['Approved', 'pay', 'approver', null],
    ['Approving', 'pay', 'finance', null],
    ['Paid', 'pay', 'finance', null],
    ['Rejected', 'edit', 'applicant', 'Draft'],
    ['Approving', 'edit', 'applicant', null],
  ]
  it.each(cases)('%s --%s by %s--> %s', (from, action, actor, to) => {
    expect(nextBillStatus(from, action, actor)).toBe(to)
  })
})

describe('applicant actions', () => {
  it.each([
    ['Draft', ['submit', 'edit']],
    ['Approving', ['revoke']],
    ['Rejected', ['submit', 'edit']],
    ['Approved', []],
    ['Paid', []],
  ] as const)('%s offers %j', (status, actions) => {
    expect(applicantActions(status)).toEqual(actions)
  })

  it('only drafts, rejected and revoked bills are editable', () => {
    expect(['Draft', 'Approving', 'Rejected', 'Revoked', 'Approved', 'Paid'].filter((s) => isEditableBill(s as BillStatus))).toEqual(['Draft', 'Rejected', 'Revoked'])
  })
})

describe('costClaimText', () => {
  it.each([
    ['', '', ''],
    ['BX1', 'Draft', '未报销'],
    ['BX1', 'Rejected', '未报销'],
    ['BX1', 'Revoked', '未报销'],
    ['BX1', 'Approving', '报销中'],
    ['BX1', 'Approved', '报销中'],
    ['BX1', 'Paid', '已报销'],
  ] as const)('%s %s -> %s', (billNo, status, text) => expect(costClaimText(billNo, status)).toBe(text))
})
