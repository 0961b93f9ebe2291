import type { Db } from '../../db/types'
import { BANKS } from './banks.generated'

const BANK_SEED = 'fin-banks-v1'
const SEED_NAME = 'loan-world-v1'
const ENTERPRISE_A = 20001
const EMPLOYEE = 10001

/** Reference: the bank catalogue of finance-asset (generated from bankcardinfo, decision 0242). */
export async function seedBanks(db: Db): Promise<boolean> {
  if ((await db.query('select 1 from seed_runs where name = $1', [BANK_SEED])).rowCount > 0) return false
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7203240)')
    if ((await tx.query('select 1 from seed_runs where name = $1', [BANK_SEED])).rowCount > 0) return false
    await tx.query(
      `insert into fin_banks (code, name, is_national, sort) select * from unnest($1::text[], $2::text[], $3::boolean[], $4::int[]) on conflict (code) do nothing`,
      [BANKS.map((b) => b.code), BANKS.map((b) => b.name), BANKS.map((b) => b.national), BANKS.map((_, i) => i + 1)],
    )
    await tx.query('insert into seed_runs (name) values ($1)', [BANK_SEED])
    return true
  })
}

/**
 * Demo: enterprise A's payment accounts, the employee's collection account and an open loan of ¥2,000
 * (paid out, ¥500 repaid, ¥1,500 outstanding), approved through the demo levels.
 */
export async function seedLoanWorld(db: Db): Promise<boolean> {
  if ((await db.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
  if ((await db.query('select 1 from members where id = $1 and enterprise_id = $2', [EMPLOYEE, ENTERPRISE_A])).rowCount === 0) return false
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7203241)')
    if ((await tx.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
    await tx.exec(`
      insert into loan_pay_accounts (id, enterprise_id, account_name, account_no, bank_code, sort) values
        (24001, ${ENTERPRISE_A}, '基本户 招商银行上海分行', '121908765410001', 'CMB', 1),
        (24002, ${ENTERPRISE_A}, '一般户 中国工商银行上海分行', '1001234509000123456', 'ICBC', 2);
      insert into loan_collection_accounts (id, enterprise_id, member_id, account_name, account_no, bank_code, branch_name, is_default) values
        (24101, ${ENTERPRISE_A}, ${EMPLOYEE}, '张伟', '6222021001123456789', 'ICBC', '中国工商银行上海分行', true);
      insert into loan_bills (id, loan_no, enterprise_id, member_id, reason, amount_fen, expected_repay_date, status,
          collection_account_name, collection_account_no, collection_bank_name, collection_branch_name, pay_account_id, paid_at,
          paid_out_fen, repaid_fen, offset_fen, outstanding_fen, pending_fen, created_at)
        values (24201, 'JK2026110124201', ${ENTERPRISE_A}, ${EMPLOYEE}, '上海客户拜访差旅备用金', 200000, '2026-12-31', 'Paid',
          '张伟', '6222021001123456789', '中国工商银行', '中国工商银行上海分行', 24001, '2026-11-02T10:00:00+08:00',
          200000, 50000, 0, 150000, 0, '2026-11-01T09:30:00+08:00');
      insert into loan_repayments (id, repay_no, enterprise_id, member_id, loan_id, method, amount_fen, status, decided_by_member_id, created_at)
        values (24301, 'HK2026111024301', ${ENTERPRISE_A}, ${EMPLOYEE}, 24201, 'cash', 50000, 'Paid', 10003, '2026-11-10T15:00:00+08:00');
      insert into loan_history (loan_id, status_text, actor_name, note, at) values
        (24201, '审批中', '张伟', '提交借款申请', '2026-11-01T09:30:00+08:00'),
        (24201, '待支付', '系统', '演示数据：审批已通过', '2026-11-01T16:00:00+08:00'),
        (24201, '已支付', '财务', '从「基本户 招商银行上海分行」支付 ¥2000.00', '2026-11-02T10:00:00+08:00'),
        (24201, '已还款', '财务', '还款单 HK2026111024301 ¥500.00 财务确认收款', '2026-11-10T15:00:00+08:00');
      insert into loan_history (repayment_id, status_text, actor_name, note, at) values
        (24301, '已还款', '财务', '财务确认收款', '2026-11-10T15:00:00+08:00');
    `)
    await tx.query('insert into seed_runs (name) values ($1)', [SEED_NAME])
    return true
  })
}
