import type { TravelApplyDetail } from '@api/travelApply'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, clickSelector, clickText, mountWith, typeInto, waitForText } from '@test/shared/render'
import { pageEvents } from '@test/shared/taroMock'
import { memberSession } from '../../loans/public'
import Taro from '@tarojs/taro'
import TravelApplyDetailScreen from './TravelApplyDetailScreen'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const detail = (patch: Partial<TravelApplyDetail> = {}): TravelApplyDetail => ({
  ApplyNo: 'TA1', Reason: '上海客户签约', ApplicantName: '张伟', DepartCity: '北京', Cities: ['上海'], StartDate: '2026-12-10', EndDate: '2026-12-12',
  Products: ['hotel', 'train'], BudgetFen: 400000, Status: 'pending', StatusText: '审批中', CreatedAt: '2026-12-01T10:00:00+08:00',
  Travellers: [{ MemberId: '10001', Name: '张伟' }], Remark: '', RejectReason: '',
  Steps: [{ Step: 1, Name: '部门负责人审批', ApproverName: '李娜', Status: 'pending', Comment: '', DecidedAt: '' }],
  CanSubmit: false, CanRevoke: false, CanApprove: true, CanBook: false,
  ...patch,
})

async function mount(table: Record<string, unknown>, query: Record<string, string> = { applyNo: 'TA1' }) {
  const fake = fakeRoot(table)
  await mountWith(fake.root, <TravelApplyDetailScreen routeId='bill/travelApply/detail' query={query} />)
  return fake
}

beforeAll(initPxTransform)

describe('TravelApplyDetailScreen', () => {
  it('shows the error with retry, then the application', async () => {
    let attempts = 0
    await mount({ 'b2b/TravelApply/Detail': () => (++attempts === 1 ? fail('出差申请不存在', '4004') : detail()) })
    await waitForText('出差申请不存在')
    await clickText('重试')
    await waitForText('上海客户签约')
    expect(bodyText()).toContain('北京 → 上海')
    expect(bodyText()).toContain('¥4,000.00')
    expect(bodyText()).toContain('部门负责人审批 李娜')
  })

  it('without a number it says so and calls nothing', async () => {
    const { calls } = await mount({}, {})
    await waitForText('缺少申请单号')
    expect(calls).toEqual([])
  })

  it('the approver approves with a comment; the answer reloads the detail', async () => {
    let approved = false
    const { calls, toasts } = await mount({
      'b2b/TravelApply/Detail': () => (approved ? detail({ Status: 'approved', StatusText: '已通过', CanApprove: false }) : detail()),
      'b2b/TravelApply/Approve': () => {
        approved = true
        return { ApplyNo: 'TA1', Status: 'approved' }
      },
    })
    // One word for approve across bills, loans, orders and applications: 通过 (issue 35).
    await waitForText('通过')
    expect(bodyText()).not.toContain('同意')
    await typeInto('审批意见（选填）', '同意出行')
    await clickText('通过')
    await waitForText('已通过')
    expect(calls.find((c) => c.path === 'TravelApply/Approve')?.body).toEqual({ ApplyNo: 'TA1', Comment: '同意出行' })
    expect(toasts).toContain('已通过')
  })

  it('转交 (decision 0700): the approver picks a member and confirms; the steps show the hand-over', async () => {
    jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    let handed = false
    const Steps = [
      { Step: 1, Name: '部门负责人审批', ApproverName: '李娜', Status: 'skipped' as const, Comment: '转交给刘强：请刘总审批', DecidedAt: '2026-12-01T11:00:00+08:00' },
      { Step: 1, Name: '部门负责人审批', ApproverName: '刘强', Status: 'pending' as const, Comment: '', DecidedAt: '' },
    ]
    const fake = await mount({
      'b2b/TravelApply/Detail': () => (handed ? detail({ Steps, CanApprove: false }) : detail()),
      'b2b/TravelApply/Transfer': () => ((handed = true), { ApplyNo: 'TA1', Status: 'pending' }),
    })
    await waitForText('转交')
    await typeInto('审批意见（选填）', '请刘总审批')
    await clickText('转交')
    memberSession(fake.root).answer({ MemberId: '10004', Name: '刘强', DepartmentName: '' } as never)
    pageEvents.hide()
    pageEvents.show()
    await waitForText('转交给 刘强，由其审批')
    await clickSelector('.apply-transfer .popup__button--confirm')
    await waitForText('转交给刘强：请刘总审批')
    expect(fake.calls.find((c) => c.path === 'TravelApply/Transfer')?.body).toEqual({ ApplyNo: 'TA1', ToMemberId: '10004', Comment: '请刘总审批' })
    expect(fake.toasts).toContain('已转交')
  })

  it('rejecting needs a reason; a failure keeps the sheet and the reason', async () => {
    const { calls } = await mount({ 'b2b/TravelApply/Detail': detail(), 'b2b/TravelApply/Reject': fail('该申请已处理', '4001') })
    await waitForText('驳回')
    await clickText('驳回')
    await clickText('确认驳回')
    await waitForText('请填写驳回原因')
    expect(calls.some((c) => c.path === 'TravelApply/Reject')).toBe(false)
    await typeInto('请填写驳回原因（必填）', '预算过高')
    await clickText('确认驳回')
    await waitForText('该申请已处理')
    expect(calls.find((c) => c.path === 'TravelApply/Reject')?.body).toEqual({ ApplyNo: 'TA1', Reason: '预算过高' })
  })

  it('加签 (decision 0800): the approver picks a member and where; the steps show the added step', async () => {
    jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    let added = false
    const Steps = [
      { Step: 1, Name: '部门负责人审批', ApproverName: '李娜', Status: 'pending' as const, Comment: '', DecidedAt: '' },
      { Step: 1, Name: '部门负责人审批', ApproverName: '李娜', Status: 'skipped' as const, Comment: '加签刘强（在本人之后审批）：请刘总也看看', DecidedAt: '2026-12-01T11:00:00+08:00' },
      { Step: 2, Name: '加签审批', ApproverName: '', Status: 'waiting' as const, Comment: '', DecidedAt: '' },
    ]
    const fake = await mount({
      'b2b/TravelApply/Detail': () => (added ? detail({ Steps }) : detail()),
      'b2b/TravelApply/AddApprover': () => ((added = true), { ApplyNo: 'TA1', Status: 'pending' }),
    })
    await waitForText('加签')
    await typeInto('审批意见（选填）', '请刘总也看看')
    await clickText('加签')
    memberSession(fake.root).answer({ MemberId: '10004', Name: '刘强', DepartmentName: '总经办' } as never)
    pageEvents.hide()
    pageEvents.show()
    await waitForText('加签 刘强（总经办）')
    await clickText('在我之后审批')
    await clickSelector('.apply-add-approver .popup__button--confirm')
    await waitForText('加签刘强（在本人之后审批）：请刘总也看看')
    expect(bodyText()).toContain('加签审批')
    expect(fake.calls.find((c) => c.path === 'TravelApply/AddApprover')?.body).toEqual({ ApplyNo: 'TA1', ToMemberId: '10004', Position: 'after', Comment: '请刘总也看看' })
    expect(fake.toasts).toContain('已加签')
  })

  it('退回 (decision 0800) offers the earlier steps only, needs the reason, and sends the chosen step', async () => {
    let returned = false
    const atSecond = [
      { Step: 1, Name: '部门负责人审批', ApproverName: '李娜', Status: 'approved' as const, Comment: '', DecidedAt: '2026-12-01T11:00:00+08:00' },
      { Step: 2, Name: '财务审核', ApproverName: '王芳', Status: 'pending' as const, Comment: '', DecidedAt: '' },
    ]
    const back = [
      { ...atSecond[0] },
      { Step: 1, Name: '部门负责人审批', ApproverName: '李娜', Status: 'pending' as const, Comment: '', DecidedAt: '' },
      { Step: 2, Name: '财务审核', ApproverName: '王芳', Status: 'rejected' as const, Comment: '退回至第1步「部门负责人审批」：请核对预算', DecidedAt: '2026-12-01T12:00:00+08:00' },
    ]
    const fake = await mount({
      'b2b/TravelApply/Detail': () => detail({ Steps: returned ? back : atSecond, CanApprove: !returned }),
      'b2b/TravelApply/Return': () => ((returned = true), { ApplyNo: 'TA1', Status: 'pending' }),
    })
    await waitForText('退回')
    await clickText('退回')
    await waitForText('第1步 部门负责人审批（李娜）')
    expect(bodyText()).not.toContain('申请人（修改后重新提交）')
    await clickSelector('.apply-send-back .popup__button--confirm')
    await waitForText('请填写退回原因')
    expect(fake.calls.some((c) => c.path === 'TravelApply/Return')).toBe(false)
    await typeInto('审批意见（选填）', '请核对预算')
    await clickText('退回')
    await clickSelector('.apply-send-back .popup__button--confirm')
    await waitForText('退回至第1步「部门负责人审批」：请核对预算')
    expect(bodyText()).not.toContain('已驳回：退回至')
    expect(fake.calls.find((c) => c.path === 'TravelApply/Return')?.body).toEqual({ ApplyNo: 'TA1', ToLevel: 1, Reason: '请核对预算' })
    expect(fake.toasts).toContain('已退回')
  })

  it('at the first step there is nowhere to send it back: no 退回', async () => {
    await mount({ 'b2b/TravelApply/Detail': detail() })
    await waitForText('加签')
    expect(document.querySelectorAll('.travel-apply-move')).toHaveLength(2)
  })
})
