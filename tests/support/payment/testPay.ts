import type { PayInfo, PayResult } from '@api/order'

export const SERVER_NOW = '2026-11-30T12:00:00+08:00'

export function payInfo(patch: Partial<PayInfo> = {}): PayInfo {
  return {
    OrderNo: 'H1',
    ProductType: 1,
    Title: '北京国贸大酒店',
    Subtitle: '豪华大床房 · 1间 · 2晚',
    AmountFen: 100000,
    PayDeadline: '2026-11-30T12:30:00+08:00',
    ServerTime: SERVER_NOW,
    OrderStatus: 'PendingPayment',
    IsPayable: true,
    Enterprise: { BalanceFen: 500000, IsAllowed: true, DisabledReason: '' },
    IsPersonalAllowed: true,
    IsBankTransferAllowed: true,
    ...patch,
  }
}

export function payResult(patch: Partial<PayResult> = {}): PayResult {
  return {
    OrderNo: 'H1',
    PayNo: 'P1',
    Status: 'paid',
    PaidFen: 100000,
    PayMethod: 'enterprise',
    PaidAt: SERVER_NOW,
    OrderStatus: 'Confirming',
    BalanceAfterFen: 400000,
    ...patch,
  }
}
