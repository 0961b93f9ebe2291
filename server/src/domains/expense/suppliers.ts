import type { Queryable } from '../../db/types'
import type {
  RetireSupplierRequest, SaveSupplierData, SaveSupplierRequest, Supplier, SupplierListData, SupplierListItem, SupplierListRequest,
} from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { noResult, type Answer } from '../../lib/answer'
import { supplierProblem } from '../../../../domain/expense/supplier'
import { businessRule, forbidden, invalidInput, notFound } from '../../lib/errors'
import { isFinancial } from '../platform/public'

type SupplierRow = {
  id: number; name: string; tax_no: string; bank_name: string; account_no: string; contact_name: string; contact_phone: string
  retired_at: Date | null; created_by_member_id: number | null
}

const SUPPLIER_SELECT = 'select id, name, tax_no, bank_name, account_no, contact_name, contact_phone, retired_at, created_by_member_id from expense_suppliers'

const supplierOfRow = (r: SupplierRow): Supplier => ({
  SupplierId: String(r.id),
  Name: r.name,
  TaxNo: r.tax_no,
  BankName: r.bank_name,
  AccountNo: r.account_no,
  ContactName: r.contact_name,
  ContactPhone: r.contact_phone,
  IsRetired: r.retired_at !== null,
})

async function findSupplier(db: Queryable, enterpriseId: number, supplierId: number): Promise<SupplierRow> {
  const { rows } = await db.query<SupplierRow>(`${SUPPLIER_SELECT} where id = $1 and enterprise_id = $2`, [supplierId, enterpriseId])
  if (!rows[0]) throw notFound('供应商不存在')
  return rows[0]
}

/** A supplier of the enterprise, retired or not (another enterprise's supplier is not found). */
export async function supplierOf(db: Queryable, enterpriseId: number, supplierId: number): Promise<Supplier> {
  return supplierOfRow(await findSupplier(db, enterpriseId, supplierId))
}

/**
 * The supplier a 对公报销 may pay: an active one, or the retired one the bill being edited already pays (old bills
 * keep their supplier, new ones cannot choose a retired one).
 */
export async function payableSupplier(db: Queryable, member: Member, supplierId: number, billNo: string | undefined): Promise<Supplier> {
  const supplier = await supplierOf(db, member.enterpriseId, supplierId)
  if (!supplier.IsRetired) return supplier
  if (billNo) {
    const { rows } = await db.query('select 1 from expense_bills where bill_no = $1 and enterprise_id = $2 and supplier_id = $3', [billNo, member.enterpriseId, supplierId])
    if (rows[0]) return supplier
  }
  throw businessRule('该供应商已停用，请选择其他供应商')
}

/** Finance staff manage every supplier; other members the ones they added. */
const canManage = (row: SupplierRow, member: Member, finance: boolean) => finance || row.created_by_member_id === member.memberId

async function managed(db: Queryable, member: Member, supplierId: number): Promise<SupplierRow> {
  const row = await findSupplier(db, member.enterpriseId, supplierId)
  if (!canManage(row, member, await isFinancial(db, member))) throw forbidden('只有财务人员或添加该供应商的人可以修改')
  return row
}

/** The enterprise's suppliers whose name, account or tax number holds the keyword, active ones first, by name. */
export async function listSuppliers(db: Queryable, member: Member, body: SupplierListRequest): Promise<SupplierListData | Answer<SupplierListData>> {
  const keyword = (body.Keyword ?? '').trim()
  const [{ rows }, finance] = await Promise.all([
    db.query<SupplierRow & { total: number }>(
      `${SUPPLIER_SELECT.replace(' from', ', count(*) over () as total from')}
        where enterprise_id = $1 and ($2 = '' or strpos(name, $2) > 0 or strpos(account_no, $2) > 0 or strpos(upper(tax_no), upper($2)) > 0)
          and ($5 or retired_at is null)
        order by retired_at is not null, name, id limit $3 offset $4`,
      [member.enterpriseId, keyword, body.PageSize, (body.PageIndex - 1) * body.PageSize, body.IncludeRetired === true],
    ),
    isFinancial(db, member),
  ])
  const items: SupplierListItem[] = rows.map((r) => ({ ...supplierOfRow(r), CanManage: canManage(r, member, finance) }))
  const data: SupplierListData = { Items: items, Total: Number(rows[0]?.total ?? 0), PageIndex: body.PageIndex, PageSize: body.PageSize }
  return data.Total === 0 ? noResult(data, keyword ? '没有找到相符的供应商' : '暂无供应商，请先添加') : data
}

/** Adds a supplier, or with SupplierId edits one the caller manages; a name already in the enterprise is refused. */
export async function saveSupplier(db: Queryable, member: Member, body: SaveSupplierRequest): Promise<SaveSupplierData> {
  const problem = supplierProblem(body)
  if (problem) throw invalidInput(problem)
  const values = [body.Name.trim(), body.TaxNo.toUpperCase(), body.BankName.trim(), body.AccountNo, body.ContactName.trim(), body.ContactPhone]
  const duplicate = businessRule('已有同名供应商，请直接选择')
  if (body.SupplierId) {
    const row = await managed(db, member, Number(body.SupplierId))
    const { rows } = await db.query<{ id: number }>(
      `update expense_suppliers set name = $2, tax_no = $3, bank_name = $4, account_no = $5, contact_name = $6, contact_phone = $7, updated_at = now()
        where id = $1 and not exists (select 1 from expense_suppliers o where o.enterprise_id = $8 and o.name = $2 and o.id <> $1) returning id`,
      [row.id, ...values, member.enterpriseId],
    )
    if (!rows[0]) throw duplicate
    return { SupplierId: String(row.id) }
  }
  const { rows } = await db.query<{ id: number }>(
    `insert into expense_suppliers (enterprise_id, name, tax_no, bank_name, account_no, contact_name, contact_phone, created_by_member_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (enterprise_id, name) do nothing returning id`,
    [member.enterpriseId, ...values, member.memberId],
  )
  if (!rows[0]) throw duplicate
  return { SupplierId: String(rows[0].id) }
}

/** 停用 or 启用 a supplier the caller manages; answers it as it now is. */
export async function retireSupplier(db: Queryable, member: Member, body: RetireSupplierRequest): Promise<Supplier> {
  const row = await managed(db, member, Number(body.SupplierId))
  await db.query(`update expense_suppliers set retired_at = ${body.Retired ? 'coalesce(retired_at, now())' : 'null'}, updated_at = now() where id = $1`, [row.id])
  return supplierOf(db, member.enterpriseId, row.id)
}
