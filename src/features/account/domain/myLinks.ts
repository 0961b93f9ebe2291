import type { SpecRouteId } from '@/routes/types'
export type MyVariant = 'default' | 'integral'
export type MyLink = { key: string; title: string; routeId: SpecRouteId; query?: Record<string, string> }

const POINTS_LINKS: readonly MyLink[] = [
  { key: 'integral', title: '我的积分', routeId: 'my2.0/integral' },
  { key: 'cashback', title: '返现明细', routeId: 'my2.0/cashbackDetail' },
  { key: 'integralDescription', title: '积分说明', routeId: 'my2.0/IntegralDescription' },
]

const COMMON_LINKS: readonly MyLink[] = [
  { key: 'trips', title: '我的行程', routeId: 'order3.0/triplist' },
  { key: 'orders', title: '我的订单', routeId: 'order/index' },
  { key: 'tripApplications', title: '出差申请', routeId: 'my/tripApplicationList/index' },
  { key: 'loans', title: '我的借款', routeId: 'expenseControl/myLoan' },
  { key: 'mileage', title: '私车公用', routeId: 'scgy/record' },
  { key: 'passengers', title: '常用旅客', routeId: 'my/passenger/passengerList' },
  { key: 'invoice', title: '发票管理', routeId: 'my2.0/invoice/index' },
  { key: 'coupons', title: '优惠券', routeId: 'my/coupon/index' },
  { key: 'standard', title: '差旅标准', routeId: 'my2.0/queryStandard' },
  { key: 'profile', title: '个人资料', routeId: 'my2.0/profile' },
  { key: 'password', title: '修改密码', routeId: 'my2.0/modifyPsd' },
  { key: 'mobile', title: '修改手机号', routeId: 'my/modifyMobileNumber/index' },
  { key: 'campus', title: '学生/教师认证', routeId: 'universities/authentication' },
  { key: 'face', title: '人脸核验', routeId: 'common2.0/facialVerification/index3.0' },
  { key: 'businessCard', title: '我的名片', routeId: 'index2.0/businessCard' },
  { key: 'bindAccount', title: '账号绑定', routeId: 'my/bindAccount/bindList' },
  { key: 'collection', title: '我的收藏', routeId: 'my2.0/collection' },
  { key: 'together', title: '同行同事', routeId: 'my2.0/together' },
  { key: 'feedback', title: '投诉与建议', routeId: 'my2.0/feedback/edit' },
  { key: 'feedbackList', title: '我的反馈', routeId: 'my2.0/feedback/index' },
  { key: 'service', title: '联系客服', routeId: 'my2.0/customerService' },
]

/** For managers and finance: the enterprise account's offline recharge. */
const RECHARGE: MyLink = { key: 'recharge', title: '企业充值', routeId: 'my2.0/recharge/index' }

const CHANGE_ENTERPRISE: MyLink = {
  key: 'changeEnterprise',
  title: '切换企业',
  routeId: 'index3.0/dossen/changeEnterprise',
  query: { changeEnterprise: '1' },
}

/**
 * The my page's links: points first on the integral variant, 我的审批 for approvers (`approvalRouteId`,
 * the same screen as the 审批 tab), only live routes, 切换企业 for several enterprises.
 */
export function myLinks(
  variant: MyVariant,
  isLive: (routeId: SpecRouteId) => boolean,
  hasSeveralEnterprises: boolean,
  approvalRouteId: SpecRouteId | null = null,
  isTreasurer = false,
): MyLink[] {
  const approvals: MyLink[] = approvalRouteId ? [{ key: 'approvals', title: '我的审批', routeId: approvalRouteId }] : []
  const links = [...(variant === 'integral' ? POINTS_LINKS : []), ...approvals, ...COMMON_LINKS, ...(isTreasurer ? [RECHARGE] : [])]
  if (hasSeveralEnterprises) links.push(CHANGE_ENTERPRISE)
  return links.filter((link) => isLive(link.routeId))
}

export function myVariant(value: string | undefined): MyVariant {
  return value === 'integral' ? 'integral' : 'default'
}
