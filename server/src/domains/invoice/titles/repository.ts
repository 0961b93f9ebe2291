import type { Queryable } from '../../../db/types'
import type { InvoiceTitle, SubmitInvoiceTitleInfoRequest } from '../../../../../types/api/invoice'

type Owner = { memberId: number; enterpriseId: number }
type TitleRow = {
  id: number; title_type: 'company' | 'personal'; title: string; tax_no: string; bank_name: string; bank_account: string
  registered_address: string; registered_phone: string; is_default: boolean
}

const COLUMNS = 'id, title_type, title, tax_no, bank_name, bank_account, registered_address, registered_phone, is_default'
const OWNED = 'member_id = $1 and enterprise_id = $2 and deleted_at is null'

const toTitle = (r: TitleRow): InvoiceTitle => ({
  TitleId: String(r.id),
  TitleType: r.title_type,
  Title: r.title,
  TaxNo: r.tax_no,
  BankName: r.bank_name,
  BankAccount: r.bank_account,
  RegisteredAddress: r.registered_address,
  RegisteredPhone: r.registered_phone,
  IsDefault: r.is_default,
})

export async function listTitles(db: Queryable, owner: Owner): Promise<InvoiceTitle[]> {
  const { rows } = await db.query<TitleRow>(`select ${COLUMNS} from invoice_titles where ${OWNED} order by is_default desc, updated_at desc, id desc`, [owner.memberId, owner.enterpriseId])
  return rows.map(toTitle)
}

export async function findTitle(db: Queryable, owner: Owner, id: number): Promise<InvoiceTitle | undefined> {
  const { rows } = await db.query<TitleRow>(`select ${COLUMNS} from invoice_titles where ${OWNED} and id = $3`, [owner.memberId, owner.enterpriseId, id])
  return rows[0] ? toTitle(rows[0]) : undefined
}

export async function countTitles(db: Queryable, owner: Owner): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from invoice_titles where ${OWNED}`, [owner.memberId, owner.enterpriseId])
  return rows[0].n
}

export async function clearDefault(tx: Queryable, owner: Owner): Promise<void> {
  await tx.query(`update invoice_titles set is_default = false where ${OWNED} and is_default`, [owner.memberId, owner.enterpriseId])
}

export type TitleFields = Required<Omit<SubmitInvoiceTitleInfoRequest, 'TitleId'>>

export async function insertTitle(tx: Queryable, owner: Owner, t: TitleFields): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into invoice_titles (member_id, enterprise_id, title_type, title, tax_no, bank_name, bank_account, registered_address, registered_phone, is_default)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [owner.memberId, owner.enterpriseId, t.TitleType, t.Title, t.TaxNo, t.BankName, t.BankAccount, t.RegisteredAddress, t.RegisteredPhone, t.IsDefault],
  )
  return rows[0].id
}

export async function updateTitle(tx: Queryable, owner: Owner, id: number, t: TitleFields): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update invoice_titles set title_type = $4, title = $5, tax_no = $6, bank_name = $7, bank_account = $8, registered_address = $9,
            registered_phone = $10, is_default = $11, updated_at = now()
      where ${OWNED} and id = $3`,
    [owner.memberId, owner.enterpriseId, id, t.TitleType, t.Title, t.TaxNo, t.BankName, t.BankAccount, t.RegisteredAddress, t.RegisteredPhone, t.IsDefault],
  )
  return (rowCount ?? 0) > 0
}

export async function deleteTitle(db: Queryable, owner: Owner, id: number): Promise<boolean> {
  const { rowCount } = await db.query(`update invoice_titles set deleted_at = now(), is_default = false where ${OWNED} and id = $3`, [owner.memberId, owner.enterpriseId, id])
  return (rowCount ?? 0) > 0
}
