/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 31, "Who may act": no one approves their own request (item 8), the login lock holds under a parallel
// burst (item 11), one person has one live session whatever PlatId a login claims (item 12).
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { LOCK_AFTER_FAILURES } from '../src/domains/identity/lockout'
import { addDays, shanghaiDate } from '../src/lib/time'
import { DEMO_PASSWORD, ENTERPRISE, MEMBER, PHONE, expireToken, setEnterpriseBApprover, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const LOGIN = '/b2b/Customer/LoginV2'
const B = '/b2b/CustomerBill'
const TA = (path: string) => `/b2b/TravelApply/${path}`
const F = (path: string) => `/b2b/Flight/${path}`
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const page = { PageIndex: 1, PageSize: 50 }
const OWN = '不能审批本人提交的申请'

/** A pending task of `memberId` at the approval's current step, as a chain built before the rule would hold. */
async function forceTask(approvalId: number, memberId: number, step: number) {
  await t.app.db.query(
    `insert into approval_tasks (approval_id, enterprise_id, approver_member_id, step) select id, enterprise_id, $2, $3 from approvals where id = $1`,
    [approvalId, memberId, step],
  )
}

describe('no one approves their own request (issue 31 item 8)', () => {
  test('an approver\'s own flight order is not hers to approve: it goes to the enterprise\'s manager', async () => {
    // Enterprise A's flights ask its department head, 李娜 (13800000002), for approval; here for every fare.
    await t.app.db.query(`update order_approval_flows set applies_when = 'always' where enterprise_id = $1 and product_type = 5`, [ENTERPRISE.a])
    const approver = await t.login(PHONE.approver)
    const day = addDays(shanghaiDate(), 9)
    const flights = (await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: day }, { token: approver })).Data.Flights
    let fare: any = null
    for (const flight of flights) {
      const seats = await t.post(F('QuerySeatList'), { FlightNo: flight.FlightNo, DepartDate: day, DepartCityCode: 'BJS', ArriveCityCode: 'SHA' }, { token: approver })
      fare = seats.Data.Fares.find((f: any) => f.SeatsLeft > 0 && f.PolicyAction !== 'block')
      if (fare) break
    }
    assert.ok(fare, 'a fare 北京 → 上海')
    const created = await t.post(F('CreateOrder'), {
      Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
      Passengers: [{ Name: '李娜', IdType: 1, IdNo: '110101199002021234', Phone: PHONE.approver, MemberId: String(MEMBER.approver) }],
      Contact: { Name: '李娜', Phone: PHONE.approver }, CostCenterName: '', ProjectName: '', OverStandardReason: fare.IsOverStandard ? '客户要求' : '',
    }, withReq(approver))
    assert.equal(created.Code, '0000', created.Msg)
    assert.deepEqual([created.Data.OrderStatus, created.Data.NeedApproval], ['PendingApproval', true])
    const orderNo = created.Data.OrderNo

    const mine = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', ...page }, { token: approver })
    assert.ok(!(mine.Data?.Items ?? []).some((i: any) => i.OrderNo === orderNo), 'not in her own 待我审批')
    const detail = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: orderNo }, { token: approver })
    assert.equal(detail.Code, '0000', detail.Msg)
    assert.deepEqual([detail.Data.CanApprove, detail.Data.CanRevoke], [false, true])
    assert.deepEqual(detail.Data.Progress.Steps.map((s: any) => [s.Name, s.ApproverNames]), [['企业管理员审批', ['刘强']]])
    const own = await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: detail.Data.ApprovalNo, Comment: '同意' }, withReq(approver))
    assert.deepEqual([own.Code, own.Msg], ['4003', OWN])

    const manager = await t.login(PHONE.manager)
    const theirs = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', ...page }, { token: manager })
    assert.ok(theirs.Data.Items.some((i: any) => i.OrderNo === orderNo), 'in the manager\'s 待我审批')
    const approved = await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: detail.Data.ApprovalNo, Comment: '同意' }, withReq(manager))
    assert.equal(approved.Code, '0000', approved.Msg)
    assert.equal(approved.Data.ApprovalStatus, 'approved')

    // A task of the applicant's own, as an approval opened before the rule holds it: refused all the same.
    const second = await t.post(F('CreateOrder'), {
      Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
      Passengers: [{ Name: '李娜', IdType: 1, IdNo: '110101199002021234', Phone: PHONE.approver, MemberId: String(MEMBER.approver) }],
      Contact: { Name: '李娜', Phone: PHONE.approver }, CostCenterName: '', ProjectName: '', OverStandardReason: fare.IsOverStandard ? '客户要求' : '',
    }, withReq(approver))
    assert.equal(second.Code, '0000', second.Msg)
    const { rows } = await t.app.db.query<{ approval_id: number }>('select oa.approval_id from order_approvals oa join orders o on o.id = oa.order_id where o.order_no = $1', [second.Data.OrderNo])
    await forceTask(rows[0].approval_id, MEMBER.approver, 1)
    const forced = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: second.Data.OrderNo }, { token: approver })
    assert.equal(forced.Data.CanApprove, false)
    const refused = await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: forced.Data.ApprovalNo }, withReq(approver))
    assert.deepEqual([refused.Code, refused.Msg], ['4003', OWN])
    const rejected = await t.post('/b2b/TMC/RejectOrder', { ApprovalNo: forced.Data.ApprovalNo, Reason: '不去了' }, withReq(approver))
    assert.deepEqual([rejected.Code, rejected.Msg], ['4003', OWN])
    await t.app.db.query(`update order_approval_flows set applies_when = 'overStandard' where enterprise_id = $1 and product_type = 5`, [ENTERPRISE.a])
  })

  test('an approver\'s own reimbursement skips her level and goes to the next approver, finance', async () => {
    const approver = await t.login(PHONE.approver)
    const cost = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: 8650, CostDate: '2026-11-20', CityName: '上海', Remark: '打车', Attachments: [] }, { token: approver })
    assert.equal(cost.Code, '0000', cost.Msg)
    const made = await t.post(`${B}/SaveReimbursementBill`, { Title: '上海出差报销', Reason: '客户拜访', CostCenterId: '31001', CostIds: [cost.Data.CostId], Submit: true }, { token: approver })
    assert.equal(made.Code, '0000', made.Msg)
    assert.equal(made.Data.Status, 'Approving')
    const billNo = made.Data.BillNo
    const todo = await t.post(`${B}/GetApprovalBillList`, { Tab: 'pending', ...page }, { token: approver })
    assert.ok(!(todo.Data?.Items ?? []).some((i: any) => i.BillNo === billNo), 'not in her own 待审批')
    const own = await t.post(`${B}/ApproveBill`, { BillNo: billNo, Comment: '同意' }, withReq(approver))
    assert.deepEqual([own.Code, own.Msg], ['4003', OWN])
    const detail = await t.post(`${B}/GetBillDetail`, { BillNo: billNo }, { token: approver })
    assert.deepEqual(detail.Data.Steps.map((s: any) => [s.Name, s.ApproverNames, s.State]), [['财务审核', ['王芳'], 'current']])

    const finance = await t.login(PHONE.finance)
    const approved = await t.post(`${B}/ApproveBill`, { BillNo: billNo }, withReq(finance))
    assert.deepEqual([approved.Code, approved.Data?.Status], ['0000', 'Approved'], approved.Msg)

    // Forced: a task of her own at the current step of a bill of hers (an approval opened before the rule).
    const again = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: 1200, CostDate: '2026-11-21', CityName: '上海', Remark: '地铁', Attachments: [] }, { token: approver })
    const second = await t.post(`${B}/SaveReimbursementBill`, { Title: '地铁', Reason: '客户拜访', CostCenterId: '31001', CostIds: [again.Data.CostId], Submit: true }, { token: approver })
    const { rows } = await t.app.db.query<{ approval_id: number }>('select approval_id from expense_bills where bill_no = $1', [second.Data.BillNo])
    await forceTask(rows[0].approval_id, MEMBER.approver, 1)
    const refused = await t.post(`${B}/ApproveBill`, { BillNo: second.Data.BillNo }, withReq(approver))
    assert.deepEqual([refused.Code, refused.Msg], ['4003', OWN])
  })

  test('an approver\'s own loan goes to finance only; finance cannot approve a loan of her own either', async () => {
    const approver = await t.login(PHONE.approver)
    const account = await t.post(`${B}/SaveCollectionInfo`, { AccountName: '李娜', AccountNo: '6225880123456789', BankCode: 'CMB', BranchName: '招商银行北京分行', IsDefault: true }, withReq(approver))
    assert.equal(account.Code, '0000', account.Msg)
    const loan = await t.post(`${B}/SaveLoanBill`, { Reason: '北京出差备用金', AmountFen: 200000, ExpectedRepayDate: '2099-01-31', CollectionInfoId: account.Data.CollectionInfoId }, withReq(approver))
    assert.equal(loan.Code, '0000', loan.Msg)
    assert.equal(loan.Data.Status, 'Approving')
    const own = await t.post(`${B}/ApproveLoanBill`, { LoanNo: loan.Data.LoanNo }, withReq(approver))
    assert.deepEqual([own.Code, own.Msg], ['4003', OWN])
    const finance = await t.login(PHONE.finance)
    const approved = await t.post(`${B}/ApproveLoanBill`, { LoanNo: loan.Data.LoanNo, Comment: '同意' }, withReq(finance))
    assert.deepEqual([approved.Code, approved.Data?.Status], ['0000', 'Approved'], approved.Msg)

    // Finance's own loan: her level is skipped, the department head is the one approver.
    const financeAccount = await t.post(`${B}/SaveCollectionInfo`, { AccountName: '王芳', AccountNo: '6217000010012345678', BankCode: 'CCB', BranchName: '', IsDefault: true }, withReq(finance))
    const hers = await t.post(`${B}/SaveLoanBill`, { Reason: '备用金', AmountFen: 50000, ExpectedRepayDate: '2099-01-31', CollectionInfoId: financeAccount.Data.CollectionInfoId }, withReq(finance))
    assert.equal(hers.Code, '0000', hers.Msg)
    const detail = await t.post(`${B}/GetLoanBillDetail`, { LoanNo: hers.Data.LoanNo }, { token: finance })
    assert.deepEqual(detail.Data.Steps.map((s: any) => [s.Name, s.ApproverNames]), [['部门负责人审批', ['李娜']]])
    const { rows } = await t.app.db.query<{ approval_id: number }>('select approval_id from loan_bills where loan_no = $1', [hers.Data.LoanNo])
    await forceTask(rows[0].approval_id, MEMBER.finance, 1)
    const refused = await t.post(`${B}/ApproveLoanBill`, { LoanNo: hers.Data.LoanNo }, withReq(finance))
    assert.deepEqual([refused.Code, refused.Msg], ['4003', OWN])
    const byHead = await t.post(`${B}/ApproveLoanBill`, { LoanNo: hers.Data.LoanNo }, withReq(await t.login(PHONE.approver)))
    assert.deepEqual([byHead.Code, byHead.Data?.Status], ['0000', 'Approved'], byHead.Msg)
  })

  test('an approver\'s own travel application goes to the manager; one with no one else to approve it is refused', async () => {
    const approver = await t.login(PHONE.approver)
    const body = { Reason: '拜访上海客户', DepartCity: '北京', Cities: ['上海'], StartDate: addDays(shanghaiDate(), 3), EndDate: addDays(shanghaiDate(), 5), Products: ['hotel'], BudgetFen: 300000, Submit: true }
    const created = await t.post(TA('Create'), body, withReq(approver))
    assert.equal(created.Code, '0000', created.Msg)
    assert.equal(created.Data.Status, 'pending')
    const applyNo = created.Data.ApplyNo
    const pending = await t.post(TA('List'), { Tab: 'pending', ...page }, { token: approver })
    assert.ok(!(pending.Data?.Items ?? []).some((i: any) => i.ApplyNo === applyNo), 'not in her own 待我审批')
    const asApplicant = await t.post(TA('Detail'), { ApplyNo: applyNo }, { token: approver })
    assert.equal(asApplicant.Data.CanApprove, false)
    assert.deepEqual(asApplicant.Data.Steps.map((s: any) => [s.Name, s.ApproverName]), [['企业管理员审批', '刘强']])
    const own = await t.post(TA('Approve'), { ApplyNo: applyNo, Comment: '同意' }, withReq(approver))
    assert.deepEqual([own.Code, own.Msg], ['4003', OWN])
    const { rows } = await t.app.db.query<{ approval_id: number }>('select approval_id from travel_applications where apply_no = $1', [applyNo])
    await forceTask(rows[0].approval_id, MEMBER.approver, 1)
    const refused = await t.post(TA('Reject'), { ApplyNo: applyNo, Reason: '不去了' }, withReq(approver))
    assert.deepEqual([refused.Code, refused.Msg], ['4003', OWN])
    const manager = await t.login(PHONE.manager)
    const approved = await t.post(TA('Approve'), { ApplyNo: applyNo, Comment: '同意' }, withReq(manager))
    assert.deepEqual(approved.Data, { ApplyNo: applyNo, Status: 'approved' }, approved.Msg)

    // A flow naming only 赵磊 (13900000001) himself as approver: no one else may approve his request.
    await setEnterpriseBApprover(t, MEMBER.employeeB)
    const employeeB = await t.login(PHONE.employeeB)
    const alone = await t.post(TA('Create'), body, withReq(employeeB))
    assert.deepEqual([alone.Code, alone.Msg], ['4001', '审批流程中没有本人以外的审批人，请联系企业管理员设置审批人'])
    const { rows: kept } = await t.app.db.query('select 1 from travel_applications where applicant_member_id = $1 and reason = $2', [MEMBER.employeeB, body.Reason])
    assert.equal(kept.length, 0, 'nothing is kept')
  })
})

describe('the login lock holds under a parallel burst (issue 31 item 11)', () => {
  const phone = PHONE.employeeB
  const failuresOf = async () => (await t.app.db.query<{ failures: number }>('select failures from login_failures where phone = $1', [phone])).rows[0]?.failures ?? 0
  const clear = () => t.app.db.query('delete from login_failures where phone = $1', [phone])

  test('30 parallel wrong passwords, each from its own address: only the policy\'s 5 are checked, the rest are refused', async () => {
    await clear()
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.post(LOGIN, { Phone: phone, Password: 'Wrong1234' }, { ip: t.ip() })))
    const wrong = answers.filter((a) => a.Code === '4001' && a.Msg === '手机号或密码错误').length
    const locked = answers.filter((a) => a.Code === '4029' && /^密码错误次数过多，请\d+分钟后再试/.test(a.Msg)).length
    assert.equal(wrong + locked, 30, answers.map((a) => `${a.Code} ${a.Msg}`).join(' / '))
    assert.equal(await failuresOf(), LOCK_AFTER_FAILURES, 'wrong passwords checked')
    assert.equal(wrong, LOCK_AFTER_FAILURES - 1)
    await clear()
  })

  test('the right password inside the burst is refused once the lock is taken', async () => {
    await clear()
    for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i += 1) {
      assert.equal((await t.post(LOGIN, { Phone: phone, Password: 'Wrong1234' }, { ip: t.ip() })).Msg, '手机号或密码错误')
    }
    const before = (await t.app.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from sessions')).rows[0].id
    // One more wrong password locks the phone: 29 are sent at once, the right one behind them.
    const burst = Array.from({ length: 29 }, () => t.post(LOGIN, { Phone: phone, Password: 'Wrong1234' }, { ip: t.ip() }))
    await new Promise((resolve) => setImmediate(resolve))
    const right = await t.post(LOGIN, { Phone: phone, Password: DEMO_PASSWORD }, { ip: t.ip() })
    const answers = await Promise.all(burst)
    assert.equal(right.Code, '4029', `the right password got ${right.Code} ${right.Msg}`)
    assert.equal(answers.filter((a) => a.Code === '4001').length, 0, 'no wrong password beyond the fifth is checked')
    assert.equal(await failuresOf(), LOCK_AFTER_FAILURES)
    const { rows } = await t.app.db.query('select 1 from sessions where member_id = $1 and id > $2', [MEMBER.employeeB, before])
    assert.equal(rows.length, 0, 'no session opened in the burst')
    await clear()
  })
})

describe('one person, one live session (issue 31 item 12)', () => {
  const PLAT_IDS = ['1001', '1002', '1003', '1004', '1005', '1006', '1020']
  const liveSessions = async (memberId: number) =>
    (await t.app.db.query<{ n: number }>('select count(*)::int as n from sessions where member_id = $1 and revoked_at is null and expires_at > now()', [memberId])).rows[0].n

  test('logging in with PlatId 1001…1006 and 1020 one after another leaves only the last session', async () => {
    const tokens: string[] = []
    for (const platId of PLAT_IDS) {
      const answer = await t.post(LOGIN, { Phone: PHONE.finance, Password: DEMO_PASSWORD }, { ip: t.ip(), headers: { PlatId: platId } })
      assert.equal(answer.Code, '0000', answer.Msg)
      assert.equal(answer.Data.PlatId, 1020)
      tokens.push(answer.Data.Token)
    }
    assert.equal(await liveSessions(MEMBER.finance), 1)
    for (const token of tokens.slice(0, -1)) {
      const ended = await t.post('/b2b/Customer/GetCustomerInfo', {}, { token })
      assert.deepEqual([ended.Code, ended.Msg], ['8001', '您的账号已在其他设备登录，请重新登录'])
    }
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: tokens.at(-1) })).Code, '0000')
  })

  test('the same seven logins in parallel: exactly one token works', async () => {
    // Seven password logins at once also meet the login lock (item 11): at most five are checked at a time, and
    // a login behind the fifth is refused as locked until one of them succeeds.
    const answers = await Promise.all(PLAT_IDS.map((platId) => t.post(LOGIN, { Phone: PHONE.finance, Password: DEMO_PASSWORD }, { ip: t.ip(), headers: { PlatId: platId } })))
    const loggedIn = answers.filter((a) => a.Code === '0000')
    assert.ok(answers.every((a) => a.Code === '0000' || a.Code === '4029'), answers.map((a) => `${a.Code} ${a.Msg}`).join(' / '))
    assert.ok(loggedIn.length >= 2, `${loggedIn.length} logins`)
    const working = []
    for (const a of loggedIn) working.push((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: a.Data.Token })).Code)
    assert.equal(working.filter((c) => c === '0000').length, 1, working.join(' '))
    assert.equal(working.filter((c) => c === '8001').length, loggedIn.length - 1)
    assert.equal(await liveSessions(MEMBER.finance), 1)
  })

  test('an expired session ended by a newer login keeps its own message', async () => {
    const old = await t.login(PHONE.manager)
    await expireToken(t.app, old)
    await t.login(PHONE.manager)
    assert.deepEqual(await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: old }), { Code: '8001', Msg: '登录已过期，请重新登录', Data: null })
  })

  test('switching enterprise keeps one session for the account: a login elsewhere ends it', async () => {
    const first = await t.post(LOGIN, { Phone: PHONE.dossenSale, Password: DEMO_PASSWORD }, { ip: t.ip(), headers: { PlatId: '1004' } })
    const switched = await t.post('/tripwise-m-api/member/updateCustomerEnterpriseLogin', { EnterpriseId: String(ENTERPRISE.dossenClient) }, { token: first.Data.Token })
    assert.equal(switched.Code, '0000', switched.Msg)
    const other = await t.post(LOGIN, { Phone: PHONE.dossenSale, Password: DEMO_PASSWORD }, { ip: t.ip(), headers: { PlatId: '1020' } })
    assert.equal(other.Code, '0000', other.Msg)
    assert.equal((await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: switched.Data.Token })).Code, '8001')
    const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from sessions s join accounts a on a.id = s.account_id where a.phone = $1 and s.revoked_at is null', [PHONE.dossenSale])
    assert.equal(rows[0].n, 1)
  })
})
