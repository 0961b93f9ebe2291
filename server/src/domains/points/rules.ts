import type { CashbackInfoData, PointsRulesData } from '../../../../types/api/points'

/** Transfer limits of one gift (decision 0280). */
export const TRANSFER_MIN = 1
export const TRANSFER_MAX = 10_000

/** How points are earned and used: the saving bonus of the standard (openSavingBonus), in plain Chinese. */
export const POINTS_RULES: PointsRulesData = {
  TransferMin: TRANSFER_MIN,
  TransferMax: TRANSFER_MAX,
  Rules: [
    { Title: '如何获得积分', Content: '预订酒店、机票、火车票时，实际价格低于差旅标准的部分按每节省 1 元得 1 积分计入，订单完成（离店、起飞、出发）后到账。' },
    { Title: '积分用途', Content: '积分可在积分商城兑换礼品，或转赠给本企业同事；企业开通积分商城后可用。' },
    { Title: '积分转赠', Content: `每次转赠 ${TRANSFER_MIN}–${TRANSFER_MAX} 积分，仅限本企业在职员工，转赠后不可撤回。` },
    { Title: '积分有效期', Content: '积分自获得之日起有效期 2 年，到期未使用的积分将自动失效。' },
    { Title: '订单取消或退款', Content: '订单取消或退款后，已获得的该订单积分将被扣回。' },
  ],
}

export const CASHBACK_INFO: CashbackInfoData = {
  Title: '返现说明',
  WithdrawMinFen: 1000,
  Rules: [
    '通过企业合作渠道预订的酒店，离店后按订单金额返现，返现先记为待结算。',
    '订单结算完成后（一般离店后 7 个工作日内），返现转为可用余额。',
    '可用余额满 10 元可申请提现至绑定账户；订单退款的返现将被扣回。',
  ],
}
