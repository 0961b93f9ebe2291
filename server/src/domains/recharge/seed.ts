import type { Db } from '../../db/types'
import { MEMBER } from '../platform/public'

/** The receiving accounts of the default and the dossen platform (reference). */
export async function seedRechargeAccounts(db: Db): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into recharge_accounts (plat_id, bank_name, account_name, account_no)
     select p.plat_id, v.bank, v.name, v.no from (values
       (1020, '招商银行上海分行营业部', '差旅管家（上海）信息科技有限公司', '121909876510201'),
       (1004, '中国工商银行广州天河支行', '东呈商旅服务有限公司', '3602001109200123456')
     ) as v (plat, bank, name, no) join platforms p on p.plat_id = v.plat
     on conflict (plat_id) do nothing`,
  )
  return (rowCount ?? 0) > 0
}

/** One credited transfer of the demo enterprise, reported by its finance member. */
export async function seedRechargeRecords(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from recharge_records')
  if (rows[0].n > 0) return false
  await db.query(
    `insert into recharge_records (enterprise_id, member_id, amount_fen, payer_name, payer_account, transfer_date, status, created_at)
     select enterprise_id, id, 5000000, '星河智联科技有限公司', '6222021001008888', (now() - interval '20 days')::date, 'credited', now() - interval '20 days'
       from members where id = $1`,
    [MEMBER.finance],
  )
  return true
}
