import type { Db } from '../../db/types'
import type { RefundTrainTicketData } from '../../../../types/api/train'
import type { Member } from '../../lib/caller'
import { businessRule, notFound } from '../../lib/errors'
import type { PaymentGateway } from '../payments/gateway'
import { cancelOrder, ownOrder } from '../orders/cancel'
import type { OrderProducts } from '../orders/products'
import { refundQuote } from './detail'
import { findTrainOrderById, type TrainOrderRow } from './orderRow'

export async function ownTrainOrder(db: Db, member: Member, orderNo: string): Promise<TrainOrderRow> {
  const order = await ownOrder(db, member, orderNo)
  const train = await findTrainOrderById(db, order.id)
  if (!train) throw notFound('订单不存在')
  return train
}

/**
 * Refunds every ticket of an issued order (退票): the fee of 12306's table is written as the order's penalty, then the
 * order core's cancel gives the seats back and refunds the rest where the money came from (decision 0162).
 */
export async function refundTickets(db: Db, products: OrderProducts, gateway: PaymentGateway, member: Member, orderNo: string, reason: string): Promise<RefundTrainTicketData> {
  const order = await ownTrainOrder(db, member, orderNo)
  if (order.status !== 'Confirmed') throw businessRule('仅已出票的订单可以退票')
  const quote = refundQuote(order, new Date())
  if (!quote) throw businessRule('列车已开出，不能在线退票，请到车站办理')
  await db.query('update orders set cancel_type = 2, free_cancel_until = null, penalty_fen = $2 where id = $1', [order.id, quote.FeeFen])
  const result = await cancelOrder(db, products, gateway, member, orderNo, reason)
  return { OrderNo: orderNo, OrderStatus: result.Status, FeeFen: result.PenaltyFen, RefundFen: result.RefundFen }
}
