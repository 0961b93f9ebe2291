import type { Queryable } from '../../db/types'
import type { SaveSupplierData, SaveSupplierRequest, Supplier, SupplierListData, SupplierListRequest } from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { noResult, type Answer } from '../../lib/answer'
import { supplierProblem } from '../../../../domain/expense/supplier'
import { businessRule, invalidInput, notFound } from '../../lib/errors'

type SupplierRow = { id: number; name: string; tax_no: string; bank_name: string; account_no: string; contact_name: string; contact_phone: string }

const SUPPLIER_SELECT = 'select id, name, tax_no, bank_name, account_no, contact_name, contact_phone from expense_suppliers'

const supplierOfRow = (r: SupplierRow): Supplier => ({
  SupplierId: String(r.id),
  Name: r.name,
  TaxNo: r.tax_no,
  BankName: r.bank_name,
  AccountNo: r.account_no,
  ContactName: r.contact_name,
  ContactPhone: r.contact_phone,
})

/** A supplier of the enterprise (another enterprise's supplier is not found). */
export async function supplierOf(db: Queryable, enterpriseId: number, supplierId: number): Promise<Supplier> {
  const { rows } = await db.query<SupplierRow>(`${SUPPLIER_SELECT} where id = $1 and enterprise_id = $2`, [supplierId, enterpriseId])
  if (!rows[0]) throw notFound('供应商不存在')
  return supplierOfRow(rows[0])
}

/** The enterprise's suppliers whose name, account or tax number holds the keyword, by name. */
export async function listSuppliers(db: Queryable, member: Member, body: SupplierListRequest): Promise<SupplierListData | Answer<SupplierListData>> {
  const keyword = (body.Keyword ?? '').trim()
  const { rows } = await db.query<SupplierRow & { total: number }>(
    `${SUPPLIER_SELECT.replace('from', ', count(*) over () as total from')}
      where enterprise_id = $1 and ($2 = '' or strpos(name, $2) > 0 or strpos(account_no, $2) > 0 or strpos(upper(tax_no), upper($2)) > 0)
      order by name, id limit $3 offset $4`,
    [member.enterpriseId, keyword, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  const data: SupplierListData = { Items: rows.map(supplierOfRow), Total: Number(rows[0]?.total ?? 0), PageIndex: body.PageIndex, PageSize: body.PageSize }
  return data.Total === 0 ? noResult(data, keyword ? '没有找到相符的供应商' : '暂无供应商，请先添加') : data
}

export async function saveSupplier(db: Queryable, member: Member, body: SaveSupplierRequest): Promise<SaveSupplierData> {
  const problem = supplierProblem(body)
  if (problem) throw invalidInput(problem)
  const { rows } = await db.query<{ id: number }>(
    `insert into expense_suppliers (enterprise_id, name, tax_no, bank_name, account_no, contact_name, contact_phone, created_by_member_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (enterprise_id, name) do nothing returning id`,
    [member.enterpriseId, body.Name.trim(), body.TaxNo.toUpperCase(), body.BankName.trim(), body.AccountNo, body.ContactName.trim(), body.ContactPhone, member.memberId],
  )
  if (!rows[0]) throw businessRule('已有同名供应商，请直接选择')
  return { SupplierId: String(rows[0].id) }
}
