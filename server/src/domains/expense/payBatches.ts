import type { Db, Queryable } from '../../db/types'
import { TRANSFER_HEADER, transferCsv, transferPurpose, transferRows, type TransferLine } from '../../../../domain/expense/transferList'
import type { PayBatchData, PayBatchFileData, PayBatchFileFormat, PayBatchLine, PayBatchRequest } from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { businessRule, forbidden, notFound } from '../../lib/errors'
import { shanghaiDate } from '../../lib/time'
import { payAccountOf } from '../loans/public'
import { billMoneyNow, payOutBill } from './billApproval'
import { findBill } from './billRow'
import { isFinancial, memberName } from '../platform/public'
import { maskAccount, payeeOf } from './paymentBills'
import { XLSX_MIME, xlsxOf } from './sheets'

async function financeOnly(db: Queryable, member: Member): Promise<void> {
  if (!(await isFinancial(db, member))) throw forbidden('仅财务人员可以支付')
}

const totalOf = (items: readonly PayBatchLine[]) => items.reduce((sum, i) => sum + i.AmountFen, 0)

/** What paying the approved bills together would pay, bill by bill (the server's amounts), to confirm before paying. */
export async function previewPayBatch(db: Queryable, member: Member, billNos: readonly string[]): Promise<PayBatchData> {
  await financeOnly(db, member)
  const items: PayBatchLine[] = []
  for (const billNo of billNos) {
    const bill = await findBill(db, member, billNo)
    if (bill.status !== 'Approved') throw businessRule(`单据 ${bill.bill_no}${bill.status === 'Paid' ? '已支付' : '未审批通过，不能支付'}，请刷新后重新选择`)
    const payee = await payeeOf(db, bill)
    const money = await billMoneyNow(db, bill)
    items.push({ BillNo: bill.bill_no, Title: bill.title, PayeeName: payee.name, BankName: payee.bank, AccountNo: maskAccount(payee.account), AmountFen: money.payableFen, PaymentNo: '' })
  }
  return { BatchNo: '', Count: items.length, TotalFen: totalOf(items), Items: items }
}

/**
 * Pays the bills together from one enterprise account, all or none, in one transaction (decision 0650): the bills
 * are locked in id order (two batches sharing bills queue instead of deadlocking), each must still be approved
 * (one paid before, or by a batch that got its lock first, refuses the whole batch with 4001), each is paid through
 * the one `payOutBill` of single payments, and the batch records its count and total.
 */
export async function payBatch(db: Db, member: Member, body: PayBatchRequest): Promise<PayBatchData> {
  await financeOnly(db, member)
  const account = await payAccountOf(db, member.enterpriseId, body.PayAccountId)
  const actorName = await memberName(db, member.memberId)
  return db.transaction(async (tx) => {
    const { rows: locked } = await tx.query<{ bill_no: string }>(
      'select bill_no from expense_bills where enterprise_id = $1 and bill_no = any($2::text[]) order by id for update',
      [member.enterpriseId, body.BillNos],
    )
    if (locked.length !== body.BillNos.length) throw notFound('单据不存在，请刷新后重新选择')
    const { rows } = await tx.query<{ id: number }>(
      'insert into expense_payment_batches (batch_no, enterprise_id, pay_account_id, paid_by_member_id) values ($1, $2, $3, $4) returning id',
      [`PC-${body.BillNos[0]}`, member.enterpriseId, account.id, member.memberId],
    )
    const batchId = rows[0].id
    const batchNo = `PC${shanghaiDate().replace(/-/g, '')}${batchId}`
    const items: PayBatchLine[] = []
    for (const { bill_no: billNo } of locked) {
      const bill = await findBill(tx, member, billNo)
      const paid = await payOutBill(tx, bill, member, actorName, account, batchId)
      items.push({ BillNo: billNo, Title: bill.title, PayeeName: paid.payee.name, BankName: paid.payee.bank, AccountNo: maskAccount(paid.payee.account), AmountFen: paid.amountFen, PaymentNo: paid.paymentNo })
    }
    const totalFen = totalOf(items)
    await tx.query('update expense_payment_batches set batch_no = $2, bill_count = $3, total_fen = $4 where id = $1', [batchId, batchNo, items.length, totalFen])
    return { BatchNo: batchNo, Count: items.length, TotalFen: totalFen, Items: items }
  })
}

const MIME: Record<PayBatchFileFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: XLSX_MIME,
}

/** The transfer list of one batch for the bank's 批量转账 (full account numbers: it is the bank's input), finance only. */
export async function payBatchFile(db: Queryable, member: Member, batchNo: string, format: PayBatchFileFormat): Promise<PayBatchFileData> {
  await financeOnly(db, member)
  const { rows } = await db.query<{ payment_no: string; payee_name: string; account_no: string; bank_name: string; amount_fen: string; bill_no: string; kind: 'reimbursement' | 'corporate' }>(
    `select p.payment_no, p.payee_name, p.account_no, p.bank_name, p.amount_fen, b.bill_no, b.kind
       from expense_payment_batches pb join expense_payment_bills p on p.batch_id = pb.id join expense_bills b on b.id = p.bill_id
      where pb.batch_no = $1 and pb.enterprise_id = $2 order by p.id`,
    [batchNo, member.enterpriseId],
  )
  if (rows.length === 0) throw notFound('付款批次不存在')
  const lines: TransferLine[] = rows.map((r) => ({
    payeeName: r.payee_name, accountNo: r.account_no, bankName: r.bank_name, amountFen: Number(r.amount_fen), purpose: transferPurpose(r.kind, r.bill_no), reference: r.payment_no,
  }))
  const content = format === 'csv' ? Buffer.from(transferCsv(lines), 'utf8') : await transferXlsx(lines)
  return { FileName: `批量转账-${batchNo}.${format}`, MimeType: MIME[format], ContentBase64: content.toString('base64') }
}

const WIDTHS = [6, 16, 24, 20, 12, 28, 20]

/** The same rows as an Excel sheet, the amount a number shown with 2 decimals. */
function transferXlsx(lines: readonly TransferLine[]): Promise<Buffer> {
  const columns = TRANSFER_HEADER.map((header, i) => ({ header, width: WIDTHS[i], yuan: i === 4 }))
  return xlsxOf('批量转账', columns, transferRows(lines).slice(1))
}
