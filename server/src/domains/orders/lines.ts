import type { Db } from '../../db/types'
import type { OrderLine, OrderProducts } from './products'

/** The lines of orders of any product: each product describes its own (one query per product on the page). */
export async function linesOf(db: Db, products: OrderProducts, orders: readonly { id: number; product_type: number }[]): Promise<Map<number, OrderLine>> {
  const lines = new Map<number, OrderLine>()
  for (const type of new Set(orders.map((o) => o.product_type))) {
    const ids = orders.filter((o) => o.product_type === type).map((o) => o.id)
    for (const [id, line] of await products.of(type).lines(db, ids)) lines.set(id, line)
  }
  return lines
}
