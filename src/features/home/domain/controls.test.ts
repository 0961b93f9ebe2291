import { approvalRuleLines, recentMonths, usedPercent } from './controls'

describe('approvalRuleLines', () => {
  it('says when and who', () => {
    expect(approvalRuleLines({ ProductType: 1, FlowName: '酒店审批', AppliesWhen: 'overStandard', Levels: [] })).toEqual(['超出差旅标准时需审批（酒店审批）'])
    expect(
      approvalRuleLines({
        ProductType: 5, FlowName: '机票审批', AppliesWhen: 'always',
        Levels: [{ Level: 1, Name: '部门负责人审批', MinAmountFen: 0, ApproverNames: ['李娜'] }, { Level: 2, Name: '财务审核', MinAmountFen: 500000, ApproverNames: [] }],
      }),
    ).toEqual(['所有因公订单需审批（机票审批）', '1级 部门负责人审批：李娜', '2级 财务审核（订单满¥5,000.00）：未指定审批人'])
  })
})

describe('recentMonths', () => {
  it('goes back over the year boundary', () => {
    expect(recentMonths('2026-02-15', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11'])
  })
})

describe('usedPercent', () => {
  it.each([[100, 0, 0], [100, 50, 50], [100, 150, 100], [0, 0, 0], [0, 5, 100], [3, 1, 33]])('%i/%i', (total, used, percent) => {
    expect(usedPercent(total, used)).toBe(percent)
  })
})
