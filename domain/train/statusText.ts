import type { OrderStatus } from '../../types/api/order'
import { ORDER_STATUS_TEXT } from '../order/orderStatus'

/** Train's own texts for the order core's statuses (issue 16: 出票中, 已出票, 退票中, 已退票); 已改签 when a change replaced the ticket. */
export const TRAIN_STATUS_TEXT: Partial<Record<OrderStatus, string>> = { Confirming: '出票中', Confirmed: '已出票', Refunding: '退票中', Refunded: '已退票' }

export function trainStatusText(status: OrderStatus, isChanged: boolean): string {
  if (isChanged) return '已改签'
  return TRAIN_STATUS_TEXT[status] ?? ORDER_STATUS_TEXT[status]
}
