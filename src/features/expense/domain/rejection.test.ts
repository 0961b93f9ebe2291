import { rejectionOf } from './rejection'

const at = '2026-11-20T10:00:00+08:00'
const history = [
  { Status: 'Rejected' as const, StatusText: '已驳回', ActorName: '李娜', Note: '驳回：发票抬头不对', At: at, Attachments: [] },
  { Status: 'Approving' as const, StatusText: '审批中', ActorName: '张伟', Note: '提交报销单', At: at, Attachments: [] },
  { Status: 'Rejected' as const, StatusText: '已驳回', ActorName: '王芳', Note: '驳回：金额超标', At: at, Attachments: [] },
]

describe('rejectionOf', () => {
  it('answers the last rejection of a rejected bill', () => {
    expect(rejectionOf({ Status: 'Rejected', History: history })).toEqual({ word: '驳回', reason: '金额超标', by: '王芳' })
  })
  it('answers a return to the applicant as 退回 with its reason', () => {
    const returned = [...history, { Status: 'Rejected' as const, StatusText: '已驳回', ActorName: '赵六', Note: '退回给申请人：补充行程单', At: at, Attachments: [] }]
    expect(rejectionOf({ Status: 'Rejected', History: returned })).toEqual({ word: '退回', reason: '补充行程单', by: '赵六' })
  })
  it('answers null for a bill that is not rejected now', () => {
    expect(rejectionOf({ Status: 'Approving', History: history })).toBeNull()
  })
})
