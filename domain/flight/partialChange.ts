/**
 * Why a flight order's passengers can only be changed together, '' when some may be changed alone to a change order
 * of their own (decisions 0791, 0810). A round trip may: the passenger's change order carries both his legs (the one
 * changed on its new flight, the other as booked). A personal-pay order may not: the old tickets' value is held by the
 * original order's gateway payment, and moving it to a change order paid at the cashier needs a transfer between two
 * orders' payments that the money model does not have (decision 0810).
 */
export function wholeChangeReason(order: { isPersonalPay: boolean }): string {
  return order.isPersonalPay ? '个人支付的订单请为全部乘机人改签' : ''
}
