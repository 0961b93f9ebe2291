/** The demo people: one per role, all with the password DEMO_PASSWORD (README lists them). */
export const DEMO_PASSWORD = 'Travel@2026'

export const ENTERPRISE = { a: 20001, b: 20002, dossen: 20003, dossenClient: 20004 } as const

export type DemoPerson = {
  accountId: number
  phone: string
  name: string
  members: { memberId: number; enterpriseId: number; role: 'employee' | 'approver' | 'finance' | 'manager' | 'dossenSale' }[]
}

export const PEOPLE: readonly DemoPerson[] = [
  { accountId: 1, phone: '13800000001', name: '张伟', members: [{ memberId: 10001, enterpriseId: ENTERPRISE.a, role: 'employee' }] },
  { accountId: 2, phone: '13800000002', name: '李娜', members: [{ memberId: 10002, enterpriseId: ENTERPRISE.a, role: 'approver' }] },
  { accountId: 3, phone: '13800000003', name: '王芳', members: [{ memberId: 10003, enterpriseId: ENTERPRISE.a, role: 'finance' }] },
  { accountId: 4, phone: '13800000004', name: '刘强', members: [{ memberId: 10004, enterpriseId: ENTERPRISE.a, role: 'manager' }] },
  {
    accountId: 5,
    phone: '13800000005',
    name: '陈静',
    members: [
      { memberId: 10005, enterpriseId: ENTERPRISE.dossen, role: 'dossenSale' },
      { memberId: 10007, enterpriseId: ENTERPRISE.dossenClient, role: 'employee' },
    ],
  },
  { accountId: 6, phone: '13900000001', name: '赵磊', members: [{ memberId: 10006, enterpriseId: ENTERPRISE.b, role: 'employee' }] },
  // 远山贸易's 主管: its flows' approver, so 赵磊's bookings and applications go to someone other than himself (decision 0566).
  { accountId: 7, phone: '13900000002', name: '钱芳', members: [{ memberId: 10008, enterpriseId: ENTERPRISE.b, role: 'approver' }] },
]

export const MEMBER = { employee: 10001, approver: 10002, finance: 10003, manager: 10004, dossenSale: 10005, employeeB: 10006, dossenClient: 10007, approverB: 10008 } as const
