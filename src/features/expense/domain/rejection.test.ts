import { rejectionOf } from './rejection'

const at = '2026-11-20T10:00:00+08:00'
const history = [
  { Status: 'Rejected' as const, StatusText: '已驳回', ActorName: '李娜', Note: '驳回：发票抬头不对', At: at },
  { Status: 'Approving' as const, StatusText: '审批中', ActorName: '张伟', Note: '提交报销单', At: at },
  { Status: 'Rejected' as const, StatusText: '已驳回', ActorName: '王芳', Note: '驳回：金额超标', At: at },
]

describe('rejectionOf', () => {
  it('answers the last rejection of a rejected bill', () => {
    expect(rejectionOf({ Status: 'Rejected', History: history })).toEqual({ reason: '金额超标', by: '王芳' })
  })
  it('answers null for a bill that is not rejected now', () => {
    expect(rejectionOf({ Status: 'Approving', History: history })).toBeNull()
  })
})
