import type { Queryable } from '../../db/types'
import { businessRule, forbidden, invalidInput, notFound } from '../../lib/errors'
import { addDays, isRealDate, shanghaiDate, shanghaiIso } from '../../lib/time'
import type * as Api from '../../../../types/api/recharge'

export const MIN_AMOUNT_FEN = 100_00
export const MAX_AMOUNT_FEN = 10_000_000_00
/** A transfer reported more than 90 days after it was made is refused: finance cannot match it any more. */
export const MAX_AGE_DAYS = 90

export const TIPS = [
  '请使用企业对公账户转账至以下收款账户，转账备注中填写企业名称。',
  '转账完成后，在本页提交转账信息；财务核对到账后为企业账户充值，一般 1–2 个工作日。',
  `单笔充值金额不低于 ${MIN_AMOUNT_FEN / 100} 元。`,
]

/** Managers and finance only: employees never see or report the enterprise's money. */
export async function requireTreasurer(db: Queryable, memberId: number, enterpriseId: number): Promise<void> {
  const { rows } = await db.query<{ ok: boolean }>('select (is_manage or is_financial) as ok from members where id = $1 and enterprise_id = $2', [memberId, enterpriseId])
  if (!rows[0]?.ok) throw forbidden('仅企业管理员或财务可以充值')
}

export async function tips(db: Queryable, enterpriseId: number): Promise<Api.RechargeTipsData> {
  const { rows } = await db.query<{ bank_name: string; account_name: string; account_no: string; balance: number }>(
    `select r.bank_name, r.account_name, r.account_no, e.account_balance_fen as balance
       from enterprises e join recharge_accounts r on r.plat_id = e.plat_id where e.id = $1`,
    [enterpriseId],
  )
  if (!rows[0]) throw notFound('暂不支持线下充值，请联系客服')
  const r = rows[0]
  return { BankName: r.bank_name, AccountName: r.account_name, AccountNo: r.account_no, BalanceFen: Number(r.balance), MinAmountFen: MIN_AMOUNT_FEN, Tips: TIPS }
}

/** The transfer date must be a real day, not in the future, and within MAX_AGE_DAYS. */
export function transferDateError(date: string, today: string): string | null {
  if (date > today) return '转账日期不能晚于今天'
  if (date < addDays(today, -MAX_AGE_DAYS)) return `仅可提交${MAX_AGE_DAYS}天内的转账`
  return null
}

export async function report(db: Queryable, member: { memberId: number; enterpriseId: number }, body: Api.RechargeOfflineRequest): Promise<Api.RechargeOfflineData> {
  if (!isRealDate(body.TransferDate)) throw invalidInput('转账日期不正确')
  if (body.AmountFen < MIN_AMOUNT_FEN) throw businessRule(`单笔充值金额不低于${MIN_AMOUNT_FEN / 100}元`)
  const dateProblem = transferDateError(body.TransferDate, shanghaiDate())
  if (dateProblem) throw businessRule(dateProblem)
  const { rows } = await db.query<{ id: number }>(
    `insert into recharge_records (enterprise_id, member_id, amount_fen, payer_name, payer_account, transfer_date, remark)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [member.enterpriseId, member.memberId, body.AmountFen, body.PayerName.trim(), body.PayerAccount.trim(), body.TransferDate, (body.Remark ?? '').trim()],
  )
  return { RechargeNo: `R${rows[0].id}`, Status: 'pending' }
}

type Row = { id: number; amount_fen: number; payer_name: string; payer_account: string; transfer_date: string; remark: string; status: Api.RechargeStatus; member_name: string; created_at: Date; total: number }

export async function list(db: Queryable, enterpriseId: number, body: Api.RechargeListRequest): Promise<Api.RechargeListData> {
  const { rows } = await db.query<Row>(
    `select r.id, r.amount_fen, r.payer_name, r.payer_account, r.transfer_date, r.remark, r.status, m.name as member_name, r.created_at,
            count(*) over ()::int as total
       from recharge_records r join members m on m.id = r.member_id
      where r.enterprise_id = $1 order by r.created_at desc, r.id desc limit $2 offset $3`,
    [enterpriseId, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  return {
    Total: rows[0]?.total ?? 0,
    Items: rows.map((r) => ({
      RechargeNo: `R${r.id}`, AmountFen: Number(r.amount_fen), PayerName: r.payer_name, PayerAccount: r.payer_account,
      TransferDate: r.transfer_date, Remark: r.remark, Status: r.status, MemberName: r.member_name, CreatedAt: shanghaiIso(new Date(r.created_at)),
    })),
  }
}
