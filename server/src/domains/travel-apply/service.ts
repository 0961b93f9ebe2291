import type { Db, Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/travelApply'
import type { Member } from '../../lib/caller'
import { noResult, type Answer } from '../../lib/answer'
import { businessRule, forbidden, invalidInput, notFound } from '../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../lib/time'
import { applicationDatesError } from '@domain/travelApply/applicationDates'
import { cityDaysError } from '@domain/expense/subsidyCities'
import { appConfig } from '../enterprise-config/public'
import { hasTaskIn, pendingTaskOf, startApproval } from '../approvals/public'
import { addApprover, levelsOfSteps, returnToLevel, transferStep, type AddPosition, type OpenChain } from '../approvals/public'
import {
  SELECT_APPLICATION, findApplication, flowStepsOf, openStepTasks, settingsOf, tasksOf, type ApplicationRow, type FlowStep,
} from './repository'

export const STATUS_TEXT: Record<Api.TravelApplyStatus, string> = {
  draft: '草稿',
  pending: '审批中',
  approved: '已通过',
  rejected: '已驳回',
  revoked: '已撤回',
}

function summaryOf(row: ApplicationRow): Api.TravelApplySummary {
  return {
    ApplyNo: row.apply_no,
    Reason: row.reason,
    ApplicantName: row.applicant_name,
    DepartCity: row.depart_city,
    Cities: row.cities,
    StartDate: row.start_date,
    EndDate: row.end_date,
    Products: row.products,
    BudgetFen: Number(row.budget_fen),
    Status: row.status,
    StatusText: STATUS_TEXT[row.status],
    CreatedAt: shanghaiIso(row.created_at),
    Kind: row.kind,
    Variant: row.variant,
    Category: row.category,
    IsAfterTheFact: row.is_after_the_fact,
  }
}

export async function travellersOf(db: Queryable, member: Member, ids: readonly string[]): Promise<{ memberId: number; name: string }[]> {
  const wanted = [...new Set([String(member.memberId), ...ids])].map(Number)
  const { rows } = await db.query<{ id: number; name: string }>(
    `select id, name from members where enterprise_id = $1 and id = any($2::int[]) and status = 'active'`,
    [member.enterpriseId, wanted],
  )
  if (rows.length !== wanted.length) throw notFound('出行人不存在')
  return wanted.map((id) => ({ memberId: id, name: rows.find((r) => r.id === id)!.name }))
}

function checkBody(body: Api.CreateTravelApplyRequest, today: string) {
  const datesProblem = applicationDatesError(body.StartDate, body.EndDate, today, body.IsAfterTheFact ?? false)
  if (datesProblem) throw invalidInput(datesProblem)
  if (!body.Reason.trim()) throw invalidInput('请填写出差事由')
  if (body.Cities.some((c) => !c.trim())) throw invalidInput('请选择出差城市')
  const cityProblem = cityDaysError(cityDaysOf(body), { startDate: body.StartDate, endDate: body.EndDate, cities: body.Cities.map((c) => c.trim()) })
  if (cityProblem) throw invalidInput(cityProblem)
}

const cityDaysOf = (body: Pick<Api.CreateTravelApplyRequest, 'CityDays'>) =>
  (body.CityDays ?? []).map((c) => ({ cityName: c.CityName.trim(), startDate: c.StartDate, endDate: c.EndDate }))

type SubmitRow = Pick<ApplicationRow, 'id' | 'apply_no' | 'enterprise_id' | 'applicant_member_id' | 'reason' | 'cities' | 'budget_fen' | 'kind' | 'category' | 'is_after_the_fact'>

function approvalTitle(row: SubmitRow): string {
  return row.kind === 'daily' ? `日常申请：${row.category} ${row.reason}` : `${row.is_after_the_fact ? '补申请' : '出差申请'}：${row.cities.join('、')} ${row.reason}`
}

export async function submitInside(tx: Queryable, row: SubmitRow): Promise<Api.TravelApplyStatus> {
  const { flowId, steps } = await flowStepsOf(tx, row.enterprise_id)
  if (steps.length === 0) {
    await tx.query(`update travel_applications set status = 'approved', submitted_at = now(), decided_at = now() where id = $1`, [row.id])
    return 'approved'
  }
  // The chain without the applicant (decision 0541), stored as the application's steps.
  const { approvalId, levels } = await startApproval(tx, {
    enterpriseId: row.enterprise_id, applicantMemberId: row.applicant_member_id, flowId,
    kind: row.kind === 'daily' ? 'dailyApply' : 'travelApply', title: approvalTitle(row).slice(0, 100), amountFen: Number(row.budget_fen),
  }, steps)
  const chain: FlowStep[] = levels.map((l) => ({ step: l.level, name: l.name, approverMemberIds: l.approverMemberIds }))
  await tx.query(
    `update travel_applications set status = 'pending', approval_id = $2, levels = $3, current_level = 1, submitted_at = now() where id = $1`,
    [row.id, approvalId, JSON.stringify(chain)],
  )
  return 'pending'
}

export type NewApplication = {
  kind: Api.TravelApplyKind
  variant: Api.TravelApplyVariant
  category: string
  reason: string
  departCity: string
  cities: string[]
  startDate: string
  endDate: string
  products: string[]
  budgetFen: number
  travellers: { memberId: number; name: string }[]
  remark: string
  legs: ApplicationRow['legs']
  /** 补申请 and the city of each day (decision 0772); absent: an application before the trip, days not said. */
  isAfterTheFact?: boolean
  cityDays?: ApplicationRow['city_days']
}

/** Inserts an application of any kind as a draft and submits it when asked: one transaction. */
export async function insertApplication(db: Db, member: Member, app: NewApplication, submit: boolean): Promise<Api.CreateTravelApplyData> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into travel_applications (apply_no, enterprise_id, applicant_member_id, reason, depart_city, cities, start_date, end_date, products, budget_fen,
         travellers, remark, status, kind, variant, category, legs, is_after_the_fact, city_days)
       values ('TA' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad((nextval(pg_get_serial_sequence('travel_applications', 'id')) % 1000000)::text, 6, '0'),
               $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12, $13, $14, $15, $16, $17) returning id`,
      [member.enterpriseId, member.memberId, app.reason, app.departCity, app.cities, app.startDate, app.endDate, [...new Set(app.products)], app.budgetFen,
        JSON.stringify(app.travellers), app.remark, app.kind, app.variant, app.category, JSON.stringify(app.legs), app.isAfterTheFact ?? false, JSON.stringify(app.cityDays ?? [])],
    )
    const row = await tx.query<ApplicationRow>(`${SELECT_APPLICATION} where t.id = $1`, [rows[0].id])
    const status = submit ? await submitInside(tx, row.rows[0]) : 'draft'
    return { ApplyNo: row.rows[0].apply_no, Status: status }
  })
}

export async function createApplication(db: Db, member: Member, body: Api.CreateTravelApplyRequest): Promise<Api.CreateTravelApplyData> {
  checkBody(body, shanghaiDate())
  const travellers = await travellersOf(db, member, body.TravellerMemberIds ?? [])
  return insertApplication(db, member, {
    kind: 'travel', variant: 'standard', category: '', legs: [],
    reason: body.Reason.trim(), departCity: body.DepartCity.trim(), cities: body.Cities.map((c) => c.trim()), startDate: body.StartDate, endDate: body.EndDate,
    products: body.Products, budgetFen: body.BudgetFen, travellers, remark: (body.Remark ?? '').trim(),
    isAfterTheFact: body.IsAfterTheFact ?? false, cityDays: cityDaysOf(body),
  }, body.Submit ?? false)
}

async function lockOwn(tx: Queryable, member: Member, applyNo: string): Promise<ApplicationRow> {
  const row = await findApplication(tx, member.enterpriseId, applyNo, true)
  if (!row) throw notFound('出差申请不存在')
  if (row.applicant_member_id !== member.memberId) throw forbidden('只有申请人可以操作')
  return row
}

export async function submitApplication(db: Db, member: Member, applyNo: string): Promise<Api.TravelApplyActionData> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, member, applyNo)
    if (row.status !== 'draft') throw businessRule('该申请已提交')
    const late = applicationDatesError(row.start_date, row.end_date, shanghaiDate(), row.is_after_the_fact)
    if (late) throw businessRule(row.is_after_the_fact ? late : '出发日期已过，请修改后再提交')
    return { ApplyNo: applyNo, Status: await submitInside(tx, row) }
  })
}

export async function revokeApplication(db: Db, member: Member, applyNo: string): Promise<Api.TravelApplyActionData> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, member, applyNo)
    if (row.status !== 'pending') throw businessRule('审批已处理，无法撤回')
    await tx.query(`update travel_applications set status = 'revoked', decided_at = now() where id = $1`, [row.id])
    await tx.query(`update approvals set status = 'revoked' where id = $1`, [row.approval_id])
    await tx.query(`update approval_tasks set status = 'skipped', decided_at = now() where approval_id = $1 and status = 'pending'`, [row.approval_id])
    return { ApplyNo: applyNo, Status: 'revoked' }
  })
}

/** An approver sees the application: one of its levels, or a task they hold or held (handed on, decision 0800). */
async function isApproverOf(db: Queryable, row: ApplicationRow, memberId: number): Promise<boolean> {
  return row.levels.some((l) => l.approverMemberIds.includes(memberId)) || (row.approval_id !== null && (await hasTaskIn(db, row.approval_id, memberId)))
}

async function lockForApprover(tx: Queryable, member: Member, applyNo: string): Promise<{ row: ApplicationRow; taskId: number }> {
  const row = await findApplication(tx, member.enterpriseId, applyNo, true)
  const isApplicant = row?.applicant_member_id === member.memberId
  if (!row || (!isApplicant && !(await isApproverOf(tx, row, member.memberId)))) throw notFound('出差申请不存在')
  if (row.status !== 'pending' || !row.approval_id) throw businessRule('该申请已处理')
  // The applicant is refused here with 不能审批本人提交的申请 (decision 0541).
  return { row, taskId: await pendingTaskOf(tx, row.approval_id, row.current_level, member.memberId) }
}

async function decide(tx: Queryable, row: ApplicationRow, taskId: number, status: 'approved' | 'rejected', comment: string) {
  await tx.query('update approval_tasks set status = $2, comment = $3, decided_at = now() where id = $1', [taskId, status, comment])
  await tx.query(`update approval_tasks set status = 'skipped', decided_at = now() where approval_id = $1 and step = $2 and status = 'pending'`, [row.approval_id, row.current_level])
}

export async function approveApplication(db: Db, member: Member, applyNo: string, comment: string): Promise<Api.TravelApplyActionData> {
  return db.transaction(async (tx) => {
    const { row, taskId } = await lockForApprover(tx, member, applyNo)
    await decide(tx, row, taskId, 'approved', comment.trim().slice(0, 200))
    const next = row.levels.find((l) => l.step === row.current_level + 1)
    if (next) {
      await tx.query('update travel_applications set current_level = $2 where id = $1', [row.id, next.step])
      await openStepTasks(tx, row.approval_id!, row.enterprise_id, next)
      return { ApplyNo: applyNo, Status: 'pending' as const }
    }
    await tx.query(`update travel_applications set status = 'approved', decided_at = now() where id = $1`, [row.id])
    await tx.query(`update approvals set status = 'approved' where id = $1`, [row.approval_id])
    return { ApplyNo: applyNo, Status: 'approved' as const }
  })
}

/** The application's open chain for the shared moves (stepMoves); its row is locked by lockForApprover. */
const chainOf = (row: ApplicationRow): OpenChain => ({
  table: 'travel_applications', approvalId: row.approval_id!, enterpriseId: row.enterprise_id, applicantMemberId: row.applicant_member_id,
  levels: levelsOfSteps(row.levels), currentLevel: row.current_level,
})

/**
 * 转交 (decisions 0700, 0800) of an application: as for bills and loans (transferStep), the caller's pending task
 * closes (skipped, saying to whom) and the named member takes their place in the step. The one who handed it on
 * still sees it through their closed task (isApproverOf), but no longer decides.
 */
export async function transferApplication(db: Db, member: Member, applyNo: string, toMemberId: number, comment: string): Promise<Api.TravelApplyActionData> {
  return db.transaction(async (tx) => {
    const { row, taskId } = await lockForApprover(tx, member, applyNo)
    await transferStep(tx, chainOf(row), taskId, member.memberId, toMemberId, comment.trim())
    return { ApplyNo: applyNo, Status: 'pending' as const }
  })
}

/**
 * 加签 (decision 0800) of an application, as for bills and loans (addApprover): 前加签 closes the caller's task with
 * the note and the added member decides first; 后加签 keeps the caller's task open and the added member decides
 * next. An application has no 处理记录 apart from its steps, so after 后加签 the note is kept as a closed line of the
 * caller's at the step (the steps list shows every task).
 */
export async function addApplicationApprover(
  db: Db, member: Member, applyNo: string, toMemberId: number, position: AddPosition, comment: string,
): Promise<Api.TravelApplyActionData> {
  return db.transaction(async (tx) => {
    const { row } = await lockForApprover(tx, member, applyNo)
    const note = await addApprover(tx, chainOf(row), member.memberId, toMemberId, position, comment.trim())
    if (position === 'after') {
      await tx.query(
        `insert into approval_tasks (approval_id, enterprise_id, approver_member_id, step, status, comment, decided_at) values ($1, $2, $3, $4, 'skipped', $5, now())`,
        [row.approval_id, row.enterprise_id, member.memberId, row.current_level, note],
      )
    }
    return { ApplyNo: applyNo, Status: 'pending' as const }
  })
}

/**
 * 退回 (decision 0800) of an application to an earlier step (returnToLevel): the caller's task closes as rejected
 * with 退回至第N步「名称」：原因 and that step decides again. Not to the applicant: a rejected application is not
 * edited and submitted again (驳回 ends it; the applicant applies anew), so 退回给申请人 would be 驳回 by another name.
 */
export async function returnApplication(db: Db, member: Member, applyNo: string, toLevel: number, reason: string): Promise<Api.TravelApplyActionData> {
  const text = reason.trim()
  if (!text) throw invalidInput('请填写退回原因')
  if (toLevel < 1) throw invalidInput('出差申请不能退回给申请人，请选择之前的审批步骤或驳回')
  return db.transaction(async (tx) => {
    const { row, taskId } = await lockForApprover(tx, member, applyNo)
    await returnToLevel(tx, chainOf(row), taskId, toLevel, text)
    return { ApplyNo: applyNo, Status: 'pending' as const }
  })
}

export async function rejectApplication(db: Db, member: Member, applyNo: string, reason: string): Promise<Api.TravelApplyActionData> {
  const text = reason.trim()
  if (!text) throw invalidInput('请填写驳回原因')
  return db.transaction(async (tx) => {
    const { row, taskId } = await lockForApprover(tx, member, applyNo)
    await decide(tx, row, taskId, 'rejected', text)
    await tx.query(`update travel_applications set status = 'rejected', reject_reason = $2, decided_at = now() where id = $1`, [row.id, text])
    await tx.query(`update approvals set status = 'rejected' where id = $1`, [row.approval_id])
    await tx.query(`update approval_tasks set status = 'skipped', decided_at = now() where approval_id = $1 and status = 'pending'`, [row.approval_id])
    return { ApplyNo: applyNo, Status: 'rejected' as const }
  })
}

const LIST_SCOPES: Record<Api.TravelApplyListTab, string> = {
  mine: 't.applicant_member_id = $2',
  pending: `t.status = 'pending' and exists (select 1 from approval_tasks k where k.approval_id = t.approval_id and k.approver_member_id = $2 and k.status = 'pending')`,
  processed: `exists (select 1 from approval_tasks k where k.approval_id = t.approval_id and k.approver_member_id = $2 and k.status in ('approved', 'rejected'))`,
}

/** How many travel applications wait for the caller's decision (counted in the 审批 badge, GetToDoApprovalSummary). */
export async function countPendingApplications(db: Queryable, member: Member): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from travel_applications t where t.enterprise_id = $1 and ${LIST_SCOPES.pending}`, [member.enterpriseId, member.memberId])
  return rows[0].n
}

/** The same, split by kind: 出差申请 (travel) and 日常申请 (daily) are labelled apart on the 审批 screen. */
export async function countPendingApplicationsByKind(db: Queryable, member: Member): Promise<{ travel: number; daily: number }> {
  const { rows } = await db.query<{ kind: 'travel' | 'daily'; n: number }>(
    `select t.kind, count(*)::int as n from travel_applications t where t.enterprise_id = $1 and ${LIST_SCOPES.pending} group by t.kind`,
    [member.enterpriseId, member.memberId],
  )
  return { travel: rows.find((r) => r.kind === 'travel')?.n ?? 0, daily: rows.find((r) => r.kind === 'daily')?.n ?? 0 }
}

export async function listApplications(db: Db, member: Member, body: Api.TravelApplyListRequest): Promise<Api.TravelApplyListData | Answer<Api.TravelApplyListData>> {
  const { rows } = await db.query<ApplicationRow & { total: number }>(
    `${SELECT_APPLICATION.replace(' from travel_applications', ', count(*) over ()::int as total from travel_applications')}
      where t.enterprise_id = $1 and ${LIST_SCOPES[body.Tab]} order by t.created_at desc, t.id desc limit $3 offset $4`,
    [member.enterpriseId, member.memberId, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  const data = { Items: rows.map(summaryOf), Total: rows[0]?.total ?? 0, PageIndex: body.PageIndex, PageSize: body.PageSize }
  return data.Total === 0 ? noResult(data, '暂无出差申请') : data
}

export function isUsable(row: Pick<ApplicationRow, 'status' | 'end_date'>, today: string): boolean {
  return row.status === 'approved' && row.end_date >= today
}

export async function applicationDetail(db: Db, member: Member, applyNo: string): Promise<Api.TravelApplyDetail> {
  const row = await findApplication(db, member.enterpriseId, applyNo)
  const isApplicant = row?.applicant_member_id === member.memberId
  const isTraveller = row?.travellers.some((t) => t.memberId === member.memberId) ?? false
  if (!row || (!isApplicant && !isTraveller && !(await isApproverOf(db, row, member.memberId)))) throw notFound('出差申请不存在')
  const tasks = row.approval_id ? await tasksOf(db, row.approval_id) : []
  const steps = row.levels.flatMap((level): Api.TravelApplyStep[] => {
    const own = tasks.filter((t) => t.step === level.step)
    if (own.length === 0) return [{ Step: level.step, Name: level.name, ApproverName: '', Status: 'waiting', Comment: '', DecidedAt: '' }]
    return own.map((t) => ({ Step: level.step, Name: level.name, ApproverName: t.approver_name, Status: t.status, Comment: t.comment, DecidedAt: t.decided_at ? shanghaiIso(t.decided_at) : '' }))
  })
  const canApprove = row.status === 'pending' && !isApplicant && tasks.some((t) => t.step === row.current_level && t.approver_member_id === member.memberId && t.status === 'pending')
  return {
    ...summaryOf(row),
    Travellers: row.travellers.map((t) => ({ MemberId: String(t.memberId), Name: t.name })),
    Remark: row.remark,
    RejectReason: row.reject_reason,
    Steps: steps,
    Legs: row.legs.map((l) => ({ FromCity: l.fromCity, ToCity: l.toCity, Date: l.date, Product: l.product })),
    CityDays: (row.city_days ?? []).map((c) => ({ CityName: c.cityName, StartDate: c.startDate, EndDate: c.endDate })),
    CanSubmit: isApplicant && row.status === 'draft',
    CanRevoke: isApplicant && row.status === 'pending',
    CanApprove: canApprove,
    CanBook: (isApplicant || isTraveller) && row.kind === 'travel' && isUsable(row, shanghaiDate()),
  }
}

export async function settingsData(db: Queryable, enterpriseId: number): Promise<Api.TravelApplySettings> {
  const settings = await settingsOf(db, enterpriseId)
  return {
    SkipOrderApproval: settings.skip_order_approval,
    NeedTravelForm: settings.need_travel_form,
    TravelBillCanChange: settings.travel_bill_can_change,
    ExternalNeedTravelBill: (await appConfig(db, enterpriseId)).externalNeedTravelBill,
    FormVariant: settings.form_variant,
  }
}

/** Whether a booking of `product` in `cityName` from start to end falls inside the application. */
export function covers(row: Pick<ApplicationRow, 'products' | 'cities' | 'start_date' | 'end_date'>, want: Api.UsableTravelApplyRequest): boolean {
  if (want.Product && !row.products.includes(want.Product)) return false
  if (want.CityName && !row.cities.includes(want.CityName)) return false
  if (want.StartDate && want.StartDate < row.start_date) return false
  if (want.EndDate && want.EndDate > row.end_date) return false
  return true
}

export async function usableApplications(db: Db, member: Member, want: Api.UsableTravelApplyRequest): Promise<Api.UsableTravelApplyData> {
  const { rows } = await db.query<ApplicationRow>(
    `${SELECT_APPLICATION} where t.enterprise_id = $1 and t.kind = 'travel' and t.status = 'approved' and t.end_date >= $3::date
        and t.travellers @> jsonb_build_array(jsonb_build_object('memberId', $2::int))
      order by t.start_date, t.id`,
    [member.enterpriseId, member.memberId, shanghaiDate()],
  )
  return { Items: rows.filter((r) => covers(r, want)).map(summaryOf), Settings: await settingsData(db, member.enterpriseId) }
}
