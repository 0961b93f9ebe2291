import { maskBankAccount } from '@domain/identity/mask'
import type { Queryable } from '../../db/types'
import type { PaymentBillDetail } from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { notFound } from '../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../lib/time'
import { isApproverOfBill, type BillRow } from './billRow'
import { isFinancial } from '../platform/public'

export type Payee = { kind: 'supplier' | 'member'; name: string; bank: string; account: string }

/** Who a bill pays: the supplier of a 对公报销, else the reimbursed member (the applicant by default) on their default collection account. */
export async function payeeOf(tx: Queryable, bill: BillRow): Promise<Payee> {
  if (bill.kind === 'corporate' && bill.supplier_id !== null) {
    const { rows } = await tx.query<{ name: string; bank_name: string; account_no: string }>('select name, bank_name, account_no from expense_suppliers where id = $1', [bill.supplier_id])
    return { kind: 'supplier', name: rows[0].name, bank: rows[0].bank_name, account: rows[0].account_no }
  }
  const { rows } = await tx.query<{ account_name: string; account_no: string; bank_name: string }>(
    `select a.account_name, a.account_no, b.name as bank_name from loan_collection_accounts a join fin_banks b on b.code = a.bank_code
      where a.member_id = $1 and a.deleted_at is null order by a.is_default desc, a.id limit 1`,
    [bill.reimbursed_member_id ?? bill.member_id],
  )
  const account = rows[0]
  return { kind: 'member', name: account?.account_name ?? bill.reimbursed_member_name ?? bill.applicant_name, bank: account?.bank_name ?? '', account: account?.account_no ?? '' }
}

/**
 * Writes the 付款单 of a bill being paid (in the payment's transaction): what is paid out, from which account, in
 * which batch if any (decision 0650); answers its number and the payee.
 */
export async function recordPayment(tx: Queryable, bill: BillRow, payer: Member, amountFen: number, payAccountId: number, batchId: number | null = null): Promise<{ paymentNo: string; payee: Payee }> {
  const payee = await payeeOf(tx, bill)
  const { rows } = await tx.query<{ id: number }>(
    `insert into expense_payment_bills (payment_no, enterprise_id, bill_id, payee_kind, payee_name, bank_name, account_no, amount_fen, paid_by_member_id, pay_account_id, batch_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [`FK-${bill.bill_no}`, bill.enterprise_id, bill.id, payee.kind, payee.name, payee.bank, payee.account, amountFen, payer.memberId, payAccountId, batchId],
  )
  const paymentNo = `FK${shanghaiDate().replace(/-/g, '')}${rows[0].id}`
  await tx.query('update expense_payment_bills set payment_no = $2 where id = $1', [rows[0].id, paymentNo])
  return { paymentNo, payee }
}

export async function paymentNoOf(db: Queryable, billId: number): Promise<string> {
  const { rows } = await db.query<{ payment_no: string }>('select payment_no from expense_payment_bills where bill_id = $1', [billId])
  return rows[0]?.payment_no ?? ''
}

type PaymentRow = {
  payment_no: string; bill_id: number; bill_no: string; kind: BillRow['kind']; title: string; member_id: number; applicant_name: string
  amount_fen: number; payee_kind: 'supplier' | 'member'; payee_name: string; bank_name: string; account_no: string; paid_by_name: string; paid_at: Date; pay_account_name: string | null
}

/** A 付款单 for the applicant of its bill, an approver of it, or finance; account numbers masked but the last 4 digits. */
export async function paymentBillDetail(db: Queryable, member: Member, paymentNo: string): Promise<PaymentBillDetail> {
  const { rows } = await db.query<PaymentRow>(
    `select p.payment_no, p.bill_id, b.bill_no, b.kind, b.title, b.member_id, m.name as applicant_name, p.amount_fen, p.payee_kind,
            p.payee_name, p.bank_name, p.account_no, f.name as paid_by_name, p.paid_at, a.account_name as pay_account_name
       from expense_payment_bills p join expense_bills b on b.id = p.bill_id join members m on m.id = b.member_id
       join members f on f.id = p.paid_by_member_id left join loan_pay_accounts a on a.id = p.pay_account_id
      where p.payment_no = $1 and p.enterprise_id = $2`,
    [paymentNo, member.enterpriseId],
  )
  const row = rows[0]
  if (!row) throw notFound('付款单不存在')
  const mayView = row.member_id === member.memberId || (await isFinancial(db, member)) || (await isApproverOfBill(db, row.bill_id, member.memberId))
  if (!mayView) throw notFound('付款单不存在')
  return {
    PaymentNo: row.payment_no,
    BillNo: row.bill_no,
    BillKind: row.kind,
    BillTitle: row.title,
    ApplicantName: row.applicant_name,
    AmountFen: Number(row.amount_fen),
    PayeeKind: row.payee_kind,
    PayeeName: row.payee_name,
    BankName: row.bank_name,
    AccountNo: maskAccount(row.account_no),
    PaidByName: row.paid_by_name,
    PaidAt: shanghaiIso(row.paid_at),
    PayAccountName: row.pay_account_name ?? '',
  }
}

/** Only the last four digits show (the one rule of domain/identity/mask). */
export const maskAccount = maskBankAccount
