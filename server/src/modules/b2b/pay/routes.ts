import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/order'
import { post } from '../../../lib/route'
import { memberOf } from '../../../plugins/auth'
import * as pay from '../../orders/payments'
import * as S from './schemas'

/** b2b Pay/*: the cashier, enterprise-account pay, personal pay through the gateway, bank transfer. */
export default async function payRoutes(app: FastifyInstance) {
  const { db, hotelSupplier, paymentGateway } = app
  post<typeof S.OrderNoBody, Api.PayInfo>(app, '/GetPayInfo', S.OrderNoBody, {
    handler: (request) => pay.payInfo(db, memberOf(request), request.body.OrderNo),
  })
  post<typeof S.PayBody, Api.PayResult>(app, '/PayByEnterpriseAccount', S.PayBody, {
    idempotent: true,
    handler: (request) => pay.payByEnterprise(db, hotelSupplier, memberOf(request), request.body.OrderNo, request.body.AmountFen),
  })
  post<typeof S.PayBody, Api.CreatePersonalPayData>(app, '/CreatePersonalPay', S.PayBody, {
    idempotent: true,
    handler: (request) => pay.createPersonalPay(db, paymentGateway, memberOf(request), request.body.OrderNo, request.body.AmountFen),
  })
  post<typeof S.ConfirmBody, Api.PayResult>(app, '/ConfirmPersonalPay', S.ConfirmBody, {
    idempotent: true,
    handler: (request) => pay.confirmPersonalPay(db, hotelSupplier, paymentGateway, memberOf(request), request.body.PayNo),
  })
  post<typeof S.StatusBody, Api.PayResult>(app, '/GetPayStatus', S.StatusBody, {
    handler: (request) => pay.payStatus(db, memberOf(request), request.body.OrderNo, request.body.PayNo),
  })
  post<typeof S.OrderNoBody, Api.BankTransferInfo>(app, '/GetBankTransferInfo', S.OrderNoBody, {
    handler: (request) => pay.bankTransferInfo(db, memberOf(request), request.body.OrderNo),
  })
}
