import { formatFen, formatShanghai } from '@/core/format'
import { StatusHead } from '@/ui/StatusHead'
import type { OrderStatus } from '@domain/order/orderStatus'

type Props = {
  order: { Status: OrderStatus; StatusText: string; PayDeadline: string | null; TotalFen: number; PaidFen: number }
}

/** The head of any product's order detail: its status, what to pay by when, or why it cannot be paid. */
export function OrderStatusHead({ order }: Props) {
  const hint =
    order.Status === 'PendingPayment' && order.PayDeadline
      ? `请在${formatShanghai(order.PayDeadline, 'MM-DD HH:mm')}前支付 ${formatFen(order.TotalFen - order.PaidFen)}`
      : order.Status === 'Rejected'
        ? '审批未通过，订单不可支付'
        : null
  return <StatusHead status={order.StatusText} hint={hint} />
}
