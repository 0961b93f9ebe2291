import type { SpecRouteId } from '@/routes/types'

export type LandingPoint = { title: string; text: string }

/** 酷差旅: what the travel-platform partnership gives a member who arrives from it (decision 0289). */
export const KUCHAILV_POINTS: readonly LandingPoint[] = [
  { title: '一个账号，企业差旅全覆盖', text: '机票、火车票、酒店、用车统一预订，按企业差旅标准自动校验，无需垫资。' },
  { title: '审批与报销在线完成', text: '出差申请、订单审批、报销单据在手机上处理，进度实时可查。' },
  { title: '统一结算与开票', text: '企业月结，订单完成后可在线申请发票，电子发票直达邮箱。' },
]

/** 东呈会员 商旅专享: the hotel-group campaign the home banner opens (decision 0289). */
export const DONGCHENG_POINTS: readonly LandingPoint[] = [
  { title: '企业协议价', text: '东呈旗下城市便捷、宜尚、怡程等品牌酒店，企业员工出差享协议价，标准内直接预订。' },
  { title: '节省有奖励', text: '预订价格低于差旅标准时，节省部分可获得积分奖励，离店后到账。' },
  { title: '会员权益', text: '入住可享会员延迟退房、早餐优惠等权益，以酒店实际提供为准。' },
]

/** The first live way on: where 开始使用 / 立即预订 leads. */
export function firstLive(ids: readonly SpecRouteId[], isLive: (id: SpecRouteId) => boolean): SpecRouteId | null {
  return ids.find(isLive) ?? null
}
