import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/orderInfo'
import { post } from '../../lib/route'
import type { Assert, Same } from '../../lib/type-check'
import { visibleOrder } from '../orders/public'
import { travellersOf } from './travellers'
import { Arr, Int, Obj, Str } from '../../lib/data-schemas'

export const InfoBody = Type.Object({ OrderNo: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }) })
export type _Info = Assert<Same<Static<typeof InfoBody>, Api.TravelInformationRequest>>

export const TravelInformationData = Obj({
  OrderNo: Str,
  ProductType: Int,
  Title: Str,
  Travellers: Arr(Obj({ Name: Str, Document: Str, PhoneMasked: Str, Detail: Str })),
  Contacts: Arr(Obj({ Name: Str, PhoneMasked: Str, Email: Str })),
})
export type _TravelInformationData = Assert<Same<Static<typeof TravelInformationData>, Api.TravelInformationData>>

/** common api/order/GetTravelInformation: the order's travellers and contacts, for whoever may see the order. */
export default async function orderInfoRoutes(app: FastifyInstance) {
  post<typeof InfoBody, Api.TravelInformationData>(app, { module: 'common', path: '/api/order/GetTravelInformation' }, InfoBody, {
    doc: { body: '`{OrderNo}`', data: '`{OrderNo, ProductType, Title, Travellers[{Name, Document (masked), PhoneMasked, Detail}], Contacts[{Name, PhoneMasked, Email}]}`; not visible 4004' },
    data: TravelInformationData,
    handler: async (request) => {
      const { order } = await visibleOrder(app.db, app.orderProducts, request.caller(), request.body.OrderNo)
      const found = await travellersOf(app.db, order.id, order.product_type)
      // An order without a product part (an imported one) still names its traveller.
      const { rows } = await app.db.query<{ name: string }>('select traveller_name as name from orders where id = $1', [order.id])
      const travellers = found.travellers.length > 0 ? found.travellers : [{ Name: rows[0].name, Document: '', PhoneMasked: '', Detail: '' }]
      return { OrderNo: order.order_no, ProductType: order.product_type, Title: order.title, Travellers: travellers, Contacts: found.contacts }
    },
  })
}
