import type { Db } from '../../db/types'

const SEED_NAME = 'expense-world-v1'
const ENTERPRISE_A = 20001
const APPROVER = 10002
const FINANCE = 10003

/** Demo data: enterprise A's cost types and its bill approval levels (department head, then finance last). */
export async function seedExpenseWorld(db: Db): Promise<boolean> {
  if ((await db.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
  const enterprise = await db.query('select 1 from enterprises where id = $1', [ENTERPRISE_A])
  if (enterprise.rowCount === 0) return false
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7203180)')
    if ((await tx.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
    await tx.exec(`
      insert into expense_cost_types (id, enterprise_id, parent_id, name, sort) values
        (18001, ${ENTERPRISE_A}, null, '差旅费', 1),
        (18002, ${ENTERPRISE_A}, 18001, '交通费', 2),
        (18003, ${ENTERPRISE_A}, 18001, '住宿费', 3),
        (18004, ${ENTERPRISE_A}, 18001, '餐饮费', 4),
        (18005, ${ENTERPRISE_A}, null, '办公费', 5),
        (18006, ${ENTERPRISE_A}, null, '业务招待费', 6),
        (18007, ${ENTERPRISE_A}, null, '通讯费', 7);
      insert into expense_approval_levels (enterprise_id, level, name, approver_member_ids, min_amount_fen) values
        (${ENTERPRISE_A}, 1, '部门负责人审批', '{${APPROVER}}', 0),
        (${ENTERPRISE_A}, 2, '财务审核', '{${FINANCE}}', 0);
    `)
    await tx.query('insert into seed_runs (name) values ($1)', [SEED_NAME])
    return true
  })
}
