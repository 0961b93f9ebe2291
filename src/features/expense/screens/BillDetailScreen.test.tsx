import type { BillHistoryEntry, Cost } from '@api/expense'
import { initPxTransform } from '@test/shell/taro'
import { billDetail } from '@test/expense/testBills'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import Taro from '@tarojs/taro'
import { memberSession, payAccountSession } from '../../loans/public'
import { pageEvents } from '@test/shared/taroMock'
import { bodyText, clickSelector, clickText, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import BillDetailScreen from './BillDetailScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['expenseControl/ReimbursementBillDetail', 'expenseControl/CreateReimbursementBill']))

async function mount(table: Record<string, unknown>) {
  const fake = fakeRoot({ 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0, ...table })
  await mountWith(fake.root, <BillDetailScreen routeId='expenseControl/ReimbursementBillDetail' variant='expense' query={{ billNo: 'BX2026112010001' }} />)
  return fake
}

describe('BillDetailScreen', () => {
  it('shows the bill, its costs, steps and history', async () => {
    await mount({ 'b2b/CustomerBill/GetBillDetail': billDetail() })
    await waitForText('审批中')
    const text = bodyText()
    expect(text).toContain('¥436.50')
    expect(text).toContain('住宿费')
    expect(text).toContain('部门负责人审批（李娜）审批中')
    expect(text).toContain('提交报销单')
    expect(text).not.toContain('通过')
    expect(text).not.toContain('冲借款')
  })

  it('puts the rejection reason at the top of a rejected bill (issue 35)', async () => {
    const History: BillHistoryEntry[] = [
      { Status: 'Approving', StatusText: '审批中', ActorName: '张伟', Note: '提交报销单', At: '2026-11-20T10:00:00+08:00', Attachments: [] },
      { Status: 'Rejected', StatusText: '已驳回', ActorName: '李娜', Note: '驳回：发票抬头不对', At: '2026-11-20T11:00:00+08:00', Attachments: [] },
    ]
    await mount({ 'b2b/CustomerBill/GetBillDetail': billDetail({ Status: 'Rejected', StatusText: '已驳回', History }) })
    await waitForText('驳回原因：发票抬头不对（李娜）')
    const text = bodyText()
    expect(text.indexOf('驳回原因：发票抬头不对')).toBeLessThan(text.indexOf('报销事由'))
  })

  it('shows the loans the bill offsets and what is paid out', async () => {
    const LoanOffsets = [{ LoanNo: 'JK2026110124201', RepayNo: 'HK1', AmountFen: 30000, LoanReason: '北京出差备用金' }]
    await mount({ 'b2b/CustomerBill/GetBillDetail': billDetail({ LoanOffsets, OffsetFen: 30000, PayableFen: 13650 }) })
    await waitForText('冲借款')
    expect(bodyText()).toContain('北京出差备用金 JK2026110124201 冲抵 ¥300.00')
    expect(bodyText()).toContain('应付金额¥136.50')
  })

  it('shows finance the deductible input VAT of the bill\'s invoices (issue 33), and no line when there is none', async () => {
    await mount({ 'b2b/CustomerBill/GetBillDetail': billDetail({ DeductibleVatFen: 9214 }) })
    await waitForText('可抵扣进项税额')
    expect(bodyText()).toContain('可抵扣进项税额¥92.14')
  })

  it('shows company-paid costs as 公司已付: on the bill, not paid', async () => {
    const Costs: Cost[] = [
      { CostId: '1', CostTypeId: '18002', CostTypeName: '交通费', AmountFen: 128000, CostDate: '2026-11-14', CityName: '上海', Remark: '北京 - 上海 MU5102', Attachments: [], BillNo: '', BillStatus: '', OrderNo: 'F1', CompanyPaid: true },
      { CostId: '2', CostTypeId: '18008', CostTypeName: '出差补贴', AmountFen: 42500, CostDate: '2026-11-16', CityName: '上海', Remark: '', Attachments: [], BillNo: '', BillStatus: '', OrderNo: '', CompanyPaid: false },
    ]
    await mount({ 'b2b/CustomerBill/GetBillDetail': billDetail({ Costs, AmountFen: 170500, CompanyPaidFen: 128000, ReimbursableFen: 42500, PayableFen: 42500 }) })
    await waitForText('公司已付')
    expect(bodyText()).toContain('费用合计¥1,705.00')
    expect(bodyText()).toContain('公司已付¥1,280.00（不再支付）')
    expect(bodyText()).toContain('应付金额¥425.00')
    expect(bodyText()).toContain('公司已付 · 不报销给个人')
  })

  it('the approver must give a reason to reject, then approves with the bill reloaded', async () => {
    let approved = false
    const fake = await mount({
      'b2b/CustomerBill/GetBillDetail': () => billDetail(approved ? { Status: 'Approved', StatusText: '待支付', CanApprove: false } : { CanApprove: true }),
      'b2b/CustomerBill/ApproveBill': () => ((approved = true), { BillNo: 'BX2026112010001', Status: 'Approved' }),
    })
    await waitForText('通过')
    await clickText('驳回')
    await waitForText('请填写驳回原因')
    await typeIntoField('.bill-detail__opinion', '同意报销')
    await clickText('通过')
    await waitForText('待支付')
    expect(fake.calls.find((c) => c.path === 'CustomerBill/ApproveBill')?.body).toEqual({ BillNo: 'BX2026112010001', Comment: '同意报销' })
    expect(fake.toasts).toContain('已通过')
  })

  it('finance picks the paying account and confirms amount and payee; a refusal is shown and the bill stays', async () => {
    jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const fake = await mount({
      'b2b/CustomerBill/GetBillDetail': billDetail({ Status: 'Approved', StatusText: '待支付', CanPay: true, OffsetFen: 30000, PayableFen: 13650 }),
      'b2b/CustomerBill/PayBill': fail('仅财务人员可以支付', '4003'),
    })
    await clickTextWhenShown('确认支付')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('PayAccountList') })
    payAccountSession(fake.root).answer({ PayAccountId: '24002', AccountName: '一般户', AccountNo: '1001234509000123456', BankName: '中国工商银行' })
    pageEvents.hide()
    pageEvents.show()
    await waitForText('支付金额 ¥136.50')
    expect(bodyText()).toContain('收款方 张伟 中国工商银行 **** 6789')
    expect(bodyText()).toContain('付款账户 一般户 中国工商银行 **** 3456')
    expect(fake.calls.some((c) => c.path === 'CustomerBill/PayBill')).toBe(false)
    await clickSelector('.popup__button--confirm')
    await waitForText('仅财务人员可以支付')
    expect(fake.calls.filter((c) => c.path === 'CustomerBill/PayBill').map((c) => c.body)).toEqual([{ BillNo: 'BX2026112010001', PayAccountId: '24002' }])
  })

  it('加签: the approver picks a member and the order, then the bill reloads with the record (decision 0700)', async () => {
    jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    let added = false
    const History: BillHistoryEntry[] = [{ Status: 'Approving', StatusText: '审批中', ActorName: '李娜', Note: '加签刘强（在本人之后审批）：请刘总复核', At: '2026-11-20T11:00:00+08:00', Attachments: [] }]
    const fake = await mount({
      'b2b/CustomerBill/GetBillDetail': () => billDetail(added ? { History } : { CanApprove: true }),
      'b2b/CustomerBill/AddBillApprover': () => ((added = true), { BillNo: 'BX2026112010001', Status: 'Approving' }),
    })
    await waitForText('加签')
    await typeIntoField('.bill-detail__opinion', '请刘总复核')
    await clickText('加签')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('ReimbursementMember') })
    memberSession(fake.root).answer({ MemberId: '10004', Name: '刘强', DepartmentName: '管理层' } as never)
    pageEvents.hide()
    pageEvents.show()
    await waitForText('加签 刘强（管理层）')
    await clickText('在我之后审批')
    await clickSelector('.bill-add-approver .popup__button--confirm')
    await waitForText('加签刘强（在本人之后审批）：请刘总复核')
    expect(fake.calls.find((c) => c.path === 'CustomerBill/AddBillApprover')?.body).toEqual({ BillNo: 'BX2026112010001', ToMemberId: '10004', Position: 'after', Comment: '请刘总复核' })
    expect(fake.toasts).toContain('已加签')
  })

  it('退回: offers the applicant and the earlier steps, needs a reason, and shows the server\'s refusal', async () => {
    const Steps = [
      { Level: 1, Name: '部门负责人审批', ApproverNames: ['李娜'], State: 'approved' as const },
      { Level: 2, Name: '财务审核', ApproverNames: ['王芳'], State: 'current' as const },
    ]
    const fake = await mount({
      'b2b/CustomerBill/GetBillDetail': billDetail({ CanApprove: true, Steps }),
      'b2b/CustomerBill/ReturnBill': fail('该单据已处理', '4001'),
    })
    await waitForText('退回')
    await clickText('退回')
    await waitForText('第1步 部门负责人审批（李娜）')
    expect(bodyText()).toContain('申请人（修改后重新提交）')
    await clickSelector('.bill-send-back .popup__button--confirm')
    await waitForText('请填写退回原因')
    expect(fake.calls.some((c) => c.path === 'CustomerBill/ReturnBill')).toBe(false)
    await typeIntoField('.bill-detail__opinion', '请核对发票')
    await clickText('退回')
    await clickText('申请人（修改后重新提交）')
    await clickSelector('.bill-send-back .popup__button--confirm')
    await waitForText('该单据已处理')
    expect(fake.calls.find((c) => c.path === 'CustomerBill/ReturnBill')?.body).toEqual({ BillNo: 'BX2026112010001', ToLevel: 0, Reason: '请核对发票' })
  })

  it('评论 with a picture: uploaded, sent and shown in 处理记录; the text stays when sending fails', async () => {
    jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['wxfile://tmp/a.png'], tempFiles: [], errMsg: 'ok' } as never)
    let attempts = 0
    let sent = false
    const url = '/tripwise-m-api/common/file/0123456789abcdef0123456789abcdef'
    const History: BillHistoryEntry[] = [{ Status: 'Approving', StatusText: '审批中', ActorName: '李娜', Note: '评论：见水单', At: '2026-11-20T11:00:00+08:00', Attachments: [url] }]
    jest.spyOn(Taro, 'uploadFile').mockResolvedValue({ statusCode: 200, data: JSON.stringify({ Code: '0000', Msg: '上传成功', Data: { Url: url } }), errMsg: 'ok' } as never)
    const fake = await mount({
      'b2b/CustomerBill/GetBillDetail': () => billDetail(sent ? { History } : {}),
      'b2b/CustomerBill/CommentBill': () => (++attempts === 1 ? fail('评论失败，请稍后再试', '4001') : ((sent = true), { BillNo: 'BX2026112010001', Status: 'Approving' })),
    })
    await waitForText('发表评论')
    await clickText('发表评论')
    await waitForText('请填写评论或添加图片')
    await typeIntoField('.bill-comment__text', '见水单')
    await clickText('添加图片（0/9）')
    await waitForText('添加图片（1/9）')
    await clickText('发表评论')
    await waitForText('评论失败，请稍后再试')
    expect(bodyText()).toContain('添加图片（1/9）')
    await clickText('发表评论')
    await waitForText('评论：见水单')
    expect(fake.calls.filter((c) => c.path === 'CustomerBill/CommentBill').map((c) => c.body)).toEqual([
      { BillNo: 'BX2026112010001', Text: '见水单', Attachments: [url] },
      { BillNo: 'BX2026112010001', Text: '见水单', Attachments: [url] },
    ])
    expect(bodyText()).toContain('添加图片（0/9）')
    expect(fake.toasts).toContain('已评论')
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount({ 'b2b/CustomerBill/GetBillDetail': () => (++attempts === 1 ? fail('单据不存在', '4004') : billDetail()) })
    await waitForText('单据不存在')
    await clickText('重试')
    await waitForText('部门负责人审批')
  })
})

async function clickTextWhenShown(text: string) {
  await waitForText(text)
  await clickText(text)
}
