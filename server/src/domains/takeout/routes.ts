import type { FastifyInstance, FastifyRequest } from 'fastify'
import type * as Api from '../../../../types/api/takeout'
import type { HotelOrderDetail } from '../../../../types/api/order'
import { post, routeSchema, urlOf } from '../../lib/route'
import { takeoutRule } from '@domain/policy/takeout'
import { standardFor } from '../policy/public'
import { menuPage, menuScript } from './provider/page'
import * as S from './schemas'
import { HotelOrderDetailData } from '../orders/public'
import { bookingInfo, checkout, detailUrl, takeoutOrderDetail, presave, presaveByToken, TAKEOUT_PRODUCT_TYPE, TAKEOUT_REASONS, validStandard } from './service'

const M = 'waimai'

/** The app's own origin as the provider would link back to it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? 'localhost'}`

/** The waimai module: booking info, over reasons, standard validation, presave, detail url; and the simulated provider's page. */
export default async function takeoutRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof S.EmptyBody, Api.TakeoutBookingInfoData>(app, { module: M, path: '/takeout/GetBookingInfo' }, S.EmptyBody, {
    doc: { body: '`{}`', data: '`TakeoutBookingInfoData`: today\'s meal standard (CapFen, SpentTodayFen, RemainingFen, Rule), recent delivery addresses, CanOrder' },
    data: S.TakeoutBookingInfoData,
    handler: (request) => bookingInfo(db, request.caller()),
  })
  post<typeof S.EmptyBody, Api.TakeoutOverReasonsData>(app, { module: M, path: '/takeout/GetOverReasons' }, S.EmptyBody, {
    doc: { body: '`{}`', data: '`{Reasons[{Code, Text}]}`; 9 其他 takes a typed reason' },
    data: S.TakeoutOverReasonsData,
    handler: async () => ({ Reasons: [...TAKEOUT_REASONS] }),
  })
  post<typeof S.ValidStandardBody, Api.TakeoutValidStandardData>(app, { module: M, path: '/takeout/ValidStandard' }, S.ValidStandardBody, {
    doc: { body: '`{AmountFen}`', data: '`{IsOverStandard, Action, Rule, RemainingFen}` against today\'s remaining meal standard' },
    data: S.TakeoutValidStandardData,
    handler: (request) => validStandard(db, request.caller(), request.body),
  })
  post<typeof S.PresaveBody, Api.TakeoutPresaveData>(app, { module: M, path: '/takeout/Presave' }, S.PresaveBody, {
    doc: { body: '`{Address{Contact, Phone, Address, CityName}, ReasonCode, Reason, Remark}` (*reqId*)', data: '`{PreOrderNo, DetailUrl}`: the provider\'s page to open in a web-view; no takeout right 4003' },
    idempotent: true,
    data: S.TakeoutPresaveData,
    handler: (request) => presave(db, request.caller(), request.body, originOf(request)),
  })
  post<typeof S.PreOrderBody, Api.TakeoutDetailUrlData>(app, { module: M, path: '/takeout/GetDetailUrl' }, S.PreOrderBody, {
    doc: { body: '`{PreOrderNo}`', data: '`{PreOrderNo, DetailUrl, Status open|ordered, OrderNo, AmountFen}`; not the caller\'s 4004' },
    data: S.TakeoutDetailUrlData,
    handler: (request) => detailUrl(db, request.caller(), request.body.PreOrderNo, originOf(request)),
  })
  post<typeof S.OrderNoBody, HotelOrderDetail>(app, { module: M, path: '/takeout/GetOrderDetail' }, S.OrderNoBody, {
    data: HotelOrderDetailData,
    doc: { body: '`{OrderNo}`', data: 'the order core\'s detail of a takeout order (restaurant, dishes, amount, standard verdict, history); not the caller\'s or not takeout 4004' },
    handler: (request) => takeoutOrderDetail(db, app.orderProducts, request.caller(), request.body.OrderNo),
  })
  post<typeof S.CheckoutBody, Api.TakeoutCheckoutData>(app, { module: M, path: '/provider/checkout' }, S.CheckoutBody, {
    doc: { body: '`{Token, Items[{DishId, Count}]}` (the simulated provider\'s page)', data: '`{OrderNo, AmountFen, IsOverStandard}`: the order in the order core (product 8); over the standard without a reason or blocked 4001' },
    auth: 'public',
    data: S.TakeoutCheckoutData,
    handler: (request) => checkout(db, app.orderProducts.of(TAKEOUT_PRODUCT_TYPE), request.body),
  })
  const MENU = { module: M, path: '/provider/menu' }
  const MENU_JS = { module: M, path: '/provider/menu.js' }
  // No response schema: an HTML page and its script (the simulated provider's), not the envelope.
  const { response: _page, ...menuSchema } = routeSchema(MENU, { body: '`?token` of the presave', data: 'the provider\'s menu page (HTML); an unknown token 404' }, { querystring: S.MenuQuery }, 'public')
  const { response: _script, ...scriptSchema } = routeSchema(MENU_JS, { body: '—', data: 'the menu page\'s script' }, {}, 'public')
  app.get<{ Querystring: { token: string } }>(urlOf(MENU), { schema: menuSchema, config: { auth: 'public' } }, async (request, reply) => {
    const pre = await presaveByToken(db, request.query.token)
    reply.type('text/html; charset=utf-8')
    if (!pre) return reply.code(404).send('<!doctype html><meta charset="utf-8"><p style="padding:24px">点餐链接已失效，请返回企业应用重新进入</p>')
    const applied = await standardFor(db, { memberId: Number(pre.member_id), enterpriseId: Number(pre.enterprise_id) }, 'takeout')
    return menuPage(pre.token, takeoutRule({ grade: applied.grade, standard: applied.standard }))
  })
  app.get(urlOf(MENU_JS), { schema: scriptSchema, config: { auth: 'public' } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(menuScript))
}
