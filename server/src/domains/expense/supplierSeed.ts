import type { Db } from '../../db/types'

const ENTERPRISE_A = 20001

/** Demo suppliers of enterprise A for 对公报销 (decision 0311). */
export async function seedSuppliers(db: Db): Promise<boolean> {
  if ((await db.query('select 1 from enterprises where id = $1', [ENTERPRISE_A])).rowCount === 0) return false
  const { rowCount } = await db.query(
    `insert into expense_suppliers (enterprise_id, name, tax_no, bank_name, account_no, contact_name, contact_phone) values
       ($1, '上海锦程会务服务有限公司', '91310115MA1H7XK23W', '招商银行上海张江支行', '121909876510801', '王敏', '13916880001'),
       ($1, '北京智联办公设备有限公司', '91110108MA01C8RT5U', '中国工商银行北京中关村支行', '0200004509200123456', '李强', '010-62881234'),
       ($1, '杭州云途广告传媒有限公司', '91330106MA2H3LQ071', '中国建设银行杭州西湖支行', '33050161623500001234', '陈静', '13757100002')
     on conflict (enterprise_id, name) do nothing`,
    [ENTERPRISE_A],
  )
  return rowCount > 0
}
