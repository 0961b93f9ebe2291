import type { Db } from '../../db/types'
import { ENTERPRISE } from '../platform/public'

const SEED_NAME = 'costs demo v1'
const SEED_LOCK = 140145

/**
 * Enterprise A requires a cost centre on hotel bookings and asks for a project and a trip reason
 * (optional); enterprise B requires a project. Extra cost centres and projects make the pickers page.
 */
export async function seedCosts(db: Db): Promise<boolean> {
  if ((await db.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
  if ((await db.query('select 1 from enterprises where id = $1', [ENTERPRISE.a])).rowCount === 0) return false
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK])
    if ((await tx.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
    const a = ENTERPRISE.a
    const b = ENTERPRISE.b
    await tx.exec(`
      insert into cost_centers (id, enterprise_id, code, name) values
        (31004, ${a}, 'CC-SH', '上海分公司费用中心'), (31005, ${a}, 'CC-BJ', '北京分公司费用中心'),
        (31006, ${a}, 'CC-GZ', '广州分公司费用中心'), (31007, ${a}, 'CC-SZ', '深圳分公司费用中心'),
        (31008, ${a}, 'CC-CD', '成都分公司费用中心'), (31009, ${a}, 'CC-WH', '武汉分公司费用中心'),
        (31010, ${a}, 'CC-HR', '人力资源费用中心'), (31011, ${a}, 'CC-IT', '信息技术费用中心'),
        (31012, ${a}, 'CC-PR', '品牌公关费用中心'), (31013, ${a}, 'CC-LEGAL', '法务费用中心'),
        (31014, ${a}, 'CC-PUR', '采购费用中心'), (31015, ${a}, 'CC-OPS', '运营费用中心'),
        (31016, ${a}, 'CC-CS', '客户服务费用中心'), (31017, ${a}, 'CC-QA', '质量管理费用中心'),
        (31018, ${a}, 'CC-TRAIN', '培训费用中心'), (31019, ${a}, 'CC-INTL', '国际业务费用中心'),
        (31020, ${a}, 'CC-BD', '商务拓展费用中心'), (31021, ${a}, 'CC-DATA', '数据中心费用中心'),
        (31022, ${a}, 'CC-SEC', '安全合规费用中心'), (31023, ${a}, 'CC-LAB', '创新实验室费用中心');
      insert into projects (id, enterprise_id, code, name) values
        (32003, ${a}, 'P-EXPO', '2026进博会参展'), (32004, ${a}, 'P-ERP', 'ERP系统升级'),
        (32005, ${a}, 'P-WEST', '西南区域市场开拓');
      insert into finance_reasons (enterprise_id, name, sort) values
        (${a}, '拜访客户', 1), (${a}, '参加会议', 2), (${a}, '项目实施', 3), (${a}, '培训学习', 4), (${a}, '招聘面试', 5),
        (${b}, '业务洽谈', 1), (${b}, '展会参展', 2);
      insert into enterprise_cost_modules (enterprise_id, product_type, sort, model_name, type, is_require, is_hide, placeholder) values
        (${a}, 1, 1, '成本中心', 'costCenter', true, false, '请选择成本中心'),
        (${a}, 1, 2, '项目', 'project', false, false, '请选择项目'),
        (${a}, 1, 3, '出差事由', 'reason', false, false, '请选择出差事由'),
        (${b}, 1, 1, '项目', 'project', true, false, '请选择项目'),
        (${b}, 1, 2, '成本中心', 'costCenter', false, true, '');
      insert into enterprise_cost_settings (enterprise_id, is_project_center_confirm) values (${a}, false), (${b}, true);
    `)
    await tx.query('insert into seed_runs (name) values ($1)', [SEED_NAME])
    return true
  })
}
