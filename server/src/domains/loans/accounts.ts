import type { Db, Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/loans'
import type { Member } from '../../lib/caller'
import { noResult } from '../../lib/answer'
import { businessRule, forbidden, invalidInput, notFound } from '../../lib/errors'
import { isFinancial } from '../platform/public'

const MAX_ACCOUNTS = 20
const like = (keyword: string | undefined) => `%${(keyword ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

// ---------------------------------------------------------------- finance-asset: banks and branches

/** listBankType: the banks (nationwide first), filtered by name or code. */
export async function bankTypes(db: Queryable, body: Api.BankTypeRequest): Promise<Api.BankTypeData> {
  const { rows } = await db.query<{ code: string; name: string }>(
    `select code, name from fin_banks where name ilike $1 or code ilike $1 order by is_national desc, sort`, [like(body.Keyword)],
  )
  return { Items: rows.map((r) => ({ BankCode: r.code, BankName: r.name })) }
}

/**
 * pageBankInfo: a bank's branches (decision 0242): its head office 营业部, and for a nationwide bank one 分行 in
 * every city of the region catalogue, named 「{bank}{city}分行」; filtered by city or branch name.
 */
export async function bankBranches(db: Queryable, body: Api.BankInfoRequest) {
  const bank = await db.query<{ name: string; is_national: boolean }>('select name, is_national from fin_banks where code = $1', [body.BankCode])
  if (!bank.rows[0]) throw invalidInput('请先选择银行')
  const { name, is_national: national } = bank.rows[0]
  const { rows } = await db.query<{ code: string; branch: string; city: string; total: number }>(
    `select count(*) over () as total, code, branch, city from (
       select '000000' as code, $1 || '总行营业部' as branch, '' as city, -1 as sort
       union all
       select r.code, $1 || regexp_replace(r.name, '市$', '') || '分行', r.name, r.sort from regions r where r.level = 2 and $2::boolean
     ) b where branch ilike $3 or city ilike $3 order by sort, code limit $4 offset $5`,
    [name, national, like(body.Keyword), body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  const data: Api.BankInfoData = {
    Items: rows.map((r) => ({ BranchCode: `${body.BankCode}-${r.code}`, BranchName: r.branch, CityName: r.city })),
    Total: Number(rows[0]?.total ?? 0), PageIndex: body.PageIndex, PageSize: body.PageSize,
  }
  return data.Total === 0 ? noResult(data, '没有找到相符的支行') : data
}

// ---------------------------------------------------------------- collection accounts (收款信息)

type AccountRow = { id: number; account_name: string; account_no: string; bank_code: string; bank_name: string; branch_name: string; is_default: boolean }

export async function collectionInfos(db: Queryable, member: Member): Promise<Api.CollectionInfoListData> {
  const { rows } = await db.query<AccountRow>(
    `select a.id, a.account_name, a.account_no, a.bank_code, b.name as bank_name, a.branch_name, a.is_default
       from loan_collection_accounts a join fin_banks b on b.code = a.bank_code
      where a.member_id = $1 and a.enterprise_id = $2 and a.deleted_at is null order by a.is_default desc, a.id desc`,
    [member.memberId, member.enterpriseId],
  )
  return {
    Items: rows.map((r) => ({
      CollectionInfoId: String(r.id), AccountName: r.account_name, AccountNo: r.account_no, BankCode: r.bank_code,
      BankName: r.bank_name, BranchName: r.branch_name, IsDefault: r.is_default,
    })),
  }
}

/** Saves one of the caller's accounts; the default one is unique; the first account becomes the default. */
export async function saveCollectionInfo(db: Db, member: Member, body: Api.SaveCollectionInfoRequest): Promise<Api.CollectionInfoIdData> {
  const accountName = body.AccountName.trim()
  const accountNo = body.AccountNo.replace(/\s/g, '')
  if (!accountName) throw invalidInput('请填写户名')
  if (!/^\d{8,30}$/.test(accountNo)) throw invalidInput('银行账号须为8至30位数字')
  if ((await db.query('select 1 from fin_banks where code = $1', [body.BankCode])).rowCount === 0) throw invalidInput('请选择开户银行')
  return db.transaction(async (tx) => {
    await tx.query('select id from members where id = $1 for update', [member.memberId])
    const mine = await tx.query<{ id: number }>('select id from loan_collection_accounts where member_id = $1 and enterprise_id = $2 and deleted_at is null', [member.memberId, member.enterpriseId])
    let id: number
    if (body.CollectionInfoId) {
      id = Number(body.CollectionInfoId)
      if (!mine.rows.some((r) => r.id === id)) throw notFound('收款信息不存在')
      await tx.query('update loan_collection_accounts set account_name = $2, account_no = $3, bank_code = $4, branch_name = $5 where id = $1', [id, accountName, accountNo, body.BankCode, body.BranchName.trim()])
    } else {
      if (mine.rows.length >= MAX_ACCOUNTS) throw businessRule(`最多保存${MAX_ACCOUNTS}个收款账户`)
      const { rows } = await tx.query<{ id: number }>(
        `insert into loan_collection_accounts (enterprise_id, member_id, account_name, account_no, bank_code, branch_name) values ($1, $2, $3, $4, $5, $6) returning id`,
        [member.enterpriseId, member.memberId, accountName, accountNo, body.BankCode, body.BranchName.trim()],
      )
      id = rows[0].id
    }
    if (body.IsDefault || mine.rows.length === 0 || (mine.rows.length === 1 && body.CollectionInfoId)) {
      await tx.query('update loan_collection_accounts set is_default = (id = $1) where member_id = $2 and enterprise_id = $3', [id, member.memberId, member.enterpriseId])
    }
    return { CollectionInfoId: String(id) }
  })
}

export async function deleteCollectionInfo(db: Queryable, member: Member, id: string): Promise<Api.CollectionInfoIdData> {
  const { rowCount } = await db.query(
    'update loan_collection_accounts set deleted_at = now(), is_default = false where id = $1 and member_id = $2 and enterprise_id = $3 and deleted_at is null',
    [Number(id), member.memberId, member.enterpriseId],
  )
  if (rowCount === 0) throw notFound('收款信息不存在')
  return { CollectionInfoId: id }
}

// ---------------------------------------------------------------- payment accounts, reimbursed members

export type PayAccountRef = { id: number; accountName: string }

/** One of the enterprise's payment accounts by id, for paying a loan or a bill out of it; any other id 4000. */
export async function payAccountOf(db: Queryable, enterpriseId: number, payAccountId: string): Promise<PayAccountRef> {
  const { rows } = await db.query<{ id: number; account_name: string }>('select id, account_name from loan_pay_accounts where id = $1 and enterprise_id = $2', [Number(payAccountId), enterpriseId])
  if (!rows[0]) throw invalidInput('付款账户不存在，请重新选择')
  return { id: rows[0].id, accountName: rows[0].account_name }
}

export async function payAccounts(db: Queryable, member: Member): Promise<Api.PayAccountListData> {
  if (!(await isFinancial(db, member))) throw forbidden('仅财务人员可以查看付款账户')
  const { rows } = await db.query<{ id: number; account_name: string; account_no: string; bank_name: string }>(
    'select p.id, p.account_name, p.account_no, b.name as bank_name from loan_pay_accounts p join fin_banks b on b.code = p.bank_code where p.enterprise_id = $1 order by p.sort, p.id',
    [member.enterpriseId],
  )
  return { Items: rows.map((r) => ({ PayAccountId: String(r.id), AccountName: r.account_name, AccountNo: r.account_no, BankName: r.bank_name })) }
}

/** checkReimbursementMember: the active members of the caller's enterprise, by name or phone. */
export async function reimbursementMembers(db: Queryable, member: Member, body: Api.ReimbursementMemberRequest) {
  const { rows } = await db.query<{ id: number; name: string; phone: string; department: string | null; total: number }>(
    `select count(*) over () as total, m.id, m.name, a.phone,
            (select d.name from member_departments md join departments d on d.id = md.department_id where md.member_id = m.id order by md.is_default desc limit 1) as department
       from members m join accounts a on a.id = m.account_id
      where m.enterprise_id = $1 and m.status = 'active' and (m.name ilike $2 or a.phone like $2)
      order by (m.id = $3) desc, m.name, m.id limit $4 offset $5`,
    [member.enterpriseId, like(body.Keyword), member.memberId, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  const data: Api.ReimbursementMemberData = {
    Items: rows.map((r) => ({ MemberId: String(r.id), Name: r.name, DepartmentName: r.department ?? '', Phone: `${r.phone.slice(0, 3)}****${r.phone.slice(7)}` })),
    Total: Number(rows[0]?.total ?? 0), PageIndex: body.PageIndex, PageSize: body.PageSize,
  }
  return data.Total === 0 ? noResult(data, '没有找到相符的人员') : data
}
