import type { Db } from '../../db/types'

const CATEGORIES = [
  [1, '预订问题', 1],
  [2, '订单与退改', 2],
  [3, '发票与报销', 3],
  [4, '账户与积分', 4],
] as const

/** [id, category, platform (null: every platform), question, answer, hot] */
const ITEMS: readonly (readonly [number, number, number | null, string, string, boolean])[] = [
  [101, 1, null, '为什么提示超出差旅标准？', '差旅标准由企业管理员设置，按您的职级和出行城市确定。超标时可填写超标原因继续预订，或按企业规定提交审批；也可以选择标准内的航班、车次或酒店。', true],
  [102, 1, null, '可以帮同事预订吗？', '可以。填写订单时在出行人中添加同事（需为本企业员工或常用旅客），差旅标准按出行人的标准计算。', false],
  [103, 1, null, '预订后多久出票？', '机票一般在支付或审批通过后 30 分钟内出票，火车票在 10 分钟内出票；出票后会短信通知出行人。', true],
  [201, 2, null, '如何取消或退订订单？', '在“我的订单”中打开订单详情，点击“取消订单”或“退票”，系统会显示退改规则和预计退款金额，确认后提交。', true],
  [202, 2, null, '退款多久到账？', '企业支付的订单退款退回企业账户；个人支付的订单原路退回，一般 3–7 个工作日到账。', false],
  [203, 2, null, '酒店可以提前离店吗？', '可以在订单详情中提交提前离店申请，酒店确认后按实际入住天数结算，未入住部分按酒店政策退款。', false],
  [301, 3, null, '如何开具发票？', '在“我的—发票管理”中选择已完成的订单申请开票，可开具增值税普通发票或专用发票，电子发票发送至邮箱，纸质发票邮寄至填写的地址。', true],
  [302, 3, null, '已经开过发票的订单还能再开吗？', '同一订单只能开具一次发票。如需更换抬头，请联系客服作废原发票后重新申请。', false],
  [401, 4, null, '如何修改登录密码？', '在“我的—修改密码”中输入原密码和新密码即可；忘记密码可在登录页通过短信验证码重置。', false],
  [402, 4, 1004, '东呈会员积分如何获得？', '通过企业渠道预订东呈旗下酒店，低于差旅标准的部分按每节省 1 元得 1 积分，离店后到账，可在“我的积分”查看。', true],
]

/** The FAQ every database has (reference data): written once, by id. */
export async function seedFaq(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from faq_items')
  if (rows[0].n > 0) return false
  for (const [id, name, sort] of CATEGORIES) await db.query('insert into faq_categories (id, name, sort) values ($1, $2, $3)', [id, name, sort])
  for (const [id, category, plat, question, answer, hot] of ITEMS) {
    await db.query('insert into faq_items (id, category_id, plat_id, question, answer, is_hot, sort) values ($1, $2, $3, $4, $5, $6, $1)', [id, category, plat, question, answer, hot])
  }
  return true
}
