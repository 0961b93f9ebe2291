import { applicationReturnTargets, stepsOfTasks, type ApplicationTaskLine } from './applicationSteps'

const line = (Step: number, Name: string, ApproverName: string, Status: ApplicationTaskLine['Status']): ApplicationTaskLine => ({ Step, Name, ApproverName, Status })

describe('stepsOfTasks', () => {
  it('one step per number: the one with a pending task current, earlier passed, later waiting; who handed a step on is not its approver', () => {
    const lines = [
      line(1, '部门负责人审批', '李娜', 'skipped'),
      line(1, '部门负责人审批', '刘强', 'approved'),
      line(2, '财务审核', '王芳', 'pending'),
      line(3, '总经理审批', '', 'waiting'),
    ]
    expect(stepsOfTasks(lines)).toEqual([
      { Level: 1, Name: '部门负责人审批', ApproverNames: ['刘强'], State: 'approved' },
      { Level: 2, Name: '财务审核', ApproverNames: ['王芳'], State: 'current' },
      { Level: 3, Name: '总经理审批', ApproverNames: [], State: 'waiting' },
    ])
  })
  it('a step decided again after a 退回 is current once more, whatever it said before', () => {
    const lines = [line(1, '部门负责人审批', '李娜', 'approved'), line(1, '部门负责人审批', '李娜', 'pending'), line(2, '财务审核', '王芳', 'rejected')]
    expect(stepsOfTasks(lines).map((s) => s.State)).toEqual(['current', 'waiting'])
  })
})

describe('applicationReturnTargets', () => {
  it('offers each earlier step and never the applicant', () => {
    const lines = [line(1, '部门负责人审批', '李娜', 'approved'), line(2, '加签审批', '刘强', 'approved'), line(3, '财务审核', '王芳', 'pending')]
    expect(applicationReturnTargets(lines)).toEqual([
      { level: 1, label: '第1步 部门负责人审批（李娜）' },
      { level: 2, label: '第2步 加签审批（刘强）' },
    ])
  })
  it('offers nothing at the first step or once decided', () => {
    expect(applicationReturnTargets([line(1, '部门负责人审批', '李娜', 'pending'), line(2, '财务审核', '', 'waiting')])).toEqual([])
    expect(applicationReturnTargets([line(1, '部门负责人审批', '李娜', 'approved')])).toEqual([])
  })
})
