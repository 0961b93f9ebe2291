import { returnTargets } from './approvalMoves'

const step = (Level: number, Name: string, State: 'waiting' | 'current' | 'approved' | 'rejected', ApproverNames = ['李娜']) => ({ Level, Name, State, ApproverNames })

describe('returnTargets', () => {
  it('offers the applicant and every step before the current one, in order', () => {
    const steps = [step(1, '部门负责人审批', 'approved'), step(2, '加签审批', 'approved', ['刘强']), step(3, '财务审核', 'current', ['王芳']), step(4, '总经理审批', 'waiting')]
    expect(returnTargets(steps)).toEqual([
      { level: 0, label: '申请人（修改后重新提交）' },
      { level: 1, label: '第1步 部门负责人审批（李娜）' },
      { level: 2, label: '第2步 加签审批（刘强）' },
    ])
  })
  it('offers only the applicant at the first step', () => {
    expect(returnTargets([step(1, '部门负责人审批', 'current'), step(2, '财务审核', 'waiting')]).map((t) => t.level)).toEqual([0])
  })
  it('offers nothing once no step is current', () => {
    expect(returnTargets([step(1, '部门负责人审批', 'approved'), step(2, '财务审核', 'rejected')])).toEqual([])
  })
})
