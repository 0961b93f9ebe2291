import { randomInt } from 'node:crypto'
import type { Db } from '../../../db/types'
import type * as Api from '../../../../../types/api/invoice'
import type { Member } from '../../../lib/caller'
import { businessRule, conflict, invalidInput, notFound } from '../../../lib/errors'
import { shanghaiIso } from '../../../lib/time'
import { findTitle } from '../titles/repository'
import * as repo from './repository'

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/
const STATUS_NAME: Record<Api.InvoiceApplicationStatus, string> = { Applied: '已申请', Issued: '已开票', Withdrawn: '已撤回' }
const NOT_FOUND = '开票申请不存在'

const ownerOf = (member: Member) => ({ memberId: member.memberId, enterpriseId: member.enterpriseId })

function newApplyNo(now = new Date()): string {
  return `FP${shanghaiIso(now).replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 10_000)).padStart(4, '0')}`
}

/** Where the invoice goes: a valid e-mail for electronic, a receiver, phone and address for paper. */
function delivery(body: Api.ApplyInvoiceRequest): { email: string; mailing: Api.MailingAddress | null } {
  if (body.Medium === 'electronic') {
    const email = (body.Email ?? '').trim()
    if (!EMAIL.test(email)) throw invalidInput('请填写正确的接收邮箱')
    return { email, mailing: null }
  }
  const receiver = body.Mailing?.Receiver.trim() ?? ''
  const address = body.Mailing?.Address.trim() ?? ''
  if (!body.Mailing || receiver === '') throw invalidInput('请填写收件人')
  if (address === '') throw invalidInput('请填写收件地址')
  return { email: '', mailing: { Receiver: receiver, Phone: body.Mailing.Phone, Address: address } }
}

export async function invoiceableOrders(db: Db, member: Member): Promise<Api.InvoiceableOrdersData> {
  return { Orders: await repo.invoiceableOrders(db, ownerOf(member)) }
}

export async function apply(db: Db, member: Member, body: Api.ApplyInvoiceRequest): Promise<Api.ApplyInvoiceData> {
  const owner = ownerOf(member)
  const title = await findTitle(db, owner, Number(body.TitleId))
  if (!title) throw notFound('发票抬头不存在')
  if (body.Kind === 'special') {
    if (title.TitleType !== 'company') throw businessRule('个人抬头不能开具增值税专用发票')
    if (!title.BankName || !title.BankAccount || !title.RegisteredAddress || !title.RegisteredPhone) {
      throw businessRule('开具专用发票需在抬头中填写开户银行、银行账号、注册地址和注册电话')
    }
  }
  const { email, mailing } = delivery(body)
  const applyNo = newApplyNo()
  const amountFen = await db.transaction(async (tx) => {
    const orders = await repo.lockInvoiceable(tx, owner, body.OrderNos)
    const missing = body.OrderNos.filter((no) => !orders.some((o) => o.OrderNo === no))
    if (missing.length > 0) throw conflict(`订单${missing.join('、')}不可开票或已申请过发票`)
    const total = orders.reduce((sum, o) => sum + o.AmountFen, 0)
    await repo.insertApplication(tx, owner, {
      applyNo,
      titleType: title.TitleType,
      title: title.Title,
      taxNo: title.TaxNo,
      titleDetails: { BankName: title.BankName, BankAccount: title.BankAccount, RegisteredAddress: title.RegisteredAddress, RegisteredPhone: title.RegisteredPhone },
      kind: body.Kind,
      medium: body.Medium,
      email,
      mailing,
      remark: (body.Remark ?? '').trim(),
      amountFen: total,
    }, orders)
    return total
  })
  return { ApplyNo: applyNo, AmountFen: amountFen, Status: 'Applied' }
}

function summaryOf(row: repo.ApplicationRow): Api.InvoiceApplicationSummary {
  return {
    ApplyNo: row.apply_no,
    Title: row.title,
    Kind: row.kind,
    Medium: row.medium,
    AmountFen: Number(row.amount_fen),
    OrderCount: row.order_count,
    Status: row.status,
    StatusName: STATUS_NAME[row.status],
    CreatedAt: shanghaiIso(new Date(row.created_at)),
  }
}

export async function page(db: Db, member: Member, body: Api.InvoicePageRequest): Promise<Api.InvoicePageData> {
  const { total, rows } = await repo.pageApplications(db, ownerOf(member), body.PageIndex, body.PageSize)
  return { Total: total, Items: rows.map(summaryOf) }
}

export async function detail(db: Db, member: Member, applyNo: string): Promise<Api.InvoiceDetailData> {
  const row = await repo.findApplication(db, ownerOf(member), applyNo)
  if (!row) throw notFound(NOT_FOUND)
  return {
    ...summaryOf(row),
    TitleType: row.title_type,
    TaxNo: row.tax_no,
    Email: row.email,
    Mailing: row.mailing,
    Remark: row.remark,
    Orders: await repo.applicationOrders(db, row.id),
  }
}

export async function withdraw(db: Db, member: Member, applyNo: string): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await repo.findApplication(tx, ownerOf(member), applyNo)
    if (!row) throw notFound(NOT_FOUND)
    if (!(await repo.withdraw(tx, row.id))) throw businessRule('发票已开具或申请已撤回，不能撤回')
  })
  return null
}
