/**
 * 还款方式 (decision 0710, issue 35): a repayment is 现金 (handed to finance), 银行转账 (to the enterprise's account,
 * with the bank's 流水号 so finance finds it on the statement before confirming receipt), or 冲借款 (by a bill).
 */
export type RepayMethod = 'cash' | 'transfer' | 'offset'

export const REPAY_METHOD_TEXT: Record<RepayMethod, string> = { cash: '现金还款', transfer: '银行转账', offset: '冲借款' }

/** Bank 流水号 (交易流水号 / 交易参考号) are 6 to 40 letters, digits or hyphens. */
export const TRANSFER_REFERENCE = /^[A-Za-z0-9-]{6,40}$/
export const TRANSFER_REFERENCE_ERROR = '请填写正确的转账流水号（6–40 位字母或数字）'

/** The error of a repayment's reference: required for a transfer, none for cash. Spaces around are not part of it. */
export function transferReferenceError(method: 'cash' | 'transfer', reference: string): string {
  return method === 'transfer' && !TRANSFER_REFERENCE.test(reference.trim()) ? TRANSFER_REFERENCE_ERROR : ''
}

/** How a repayment reads: 现金还款, 银行转账（流水号 …）, 冲借款（BX…）. */
export function repayMethodText(method: RepayMethod, reference: string, billNo: string): string {
  if (method === 'transfer') return `${REPAY_METHOD_TEXT.transfer}（流水号 ${reference}）`
  if (method === 'offset') return `${REPAY_METHOD_TEXT.offset}（${billNo}）`
  return REPAY_METHOD_TEXT.cash
}
