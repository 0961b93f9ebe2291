import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/order'
import { post } from '../../lib/route'
import { orderList } from './queries'
import * as S from './schemas'

/** b2b Order/GetOrderList: the order centre, orders of every registered product. */
export default async function orderRoutes(app: FastifyInstance) {
  const { db, orderProducts } = app
  post<typeof S.OrderListBody, Api.OrderListData>(app, { module: 'b2b', path: '/Order/GetOrderList' }, S.OrderListBody, {
    data: S.OrderListData,
    doc: { body: '`{Tab, ProductType?, PageIndex, PageSize}`', data: '`{Orders, Total, PageIndex, PageSize}`, booked or staying in; none: 2000' },
    handler: (request) => orderList(db, orderProducts, request.caller(), request.body),
  })
}
