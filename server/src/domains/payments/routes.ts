import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/order'
import { post } from '../../lib/route'
import * as pay from './payments'
import * as S from './schemas'

/** b2b Pay/*: the cashier, enterprise-account pay, personal pay through the gateway or WeChat Pay, bank transfer. */
export default async function payRoutes(app: FastifyInstance) {
  const { db, orderProducts, paymentGateway, wechatPay } = app
  post<typeof S.OrderNoBody, Api.PayInfo>(app, { module: 'b2b', path: '/Pay/GetPayInfo' }, S.OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`PayInfo` (amount, deadline, server time, enterprise balance and whether allowed)' },
    data: S.PayInfoData,
    handler: (request) => pay.payInfo(db, orderProducts, request.caller(), request.body.OrderNo),
  })
  post<typeof S.PayBody, Api.PayResult>(app, { module: 'b2b', path: '/Pay/PayByEnterpriseAccount' }, S.PayBody, {
    doc: { body: '`{OrderNo, AmountFen}` (*reqId*)', data: '`PayResult`; balance and order change in one transaction; short balance 4001' },
    idempotent: true,
    data: S.PayResultData,
    handler: (request) => pay.payByEnterprise(db, orderProducts, request.caller(), request.body.OrderNo, request.body.AmountFen),
  })
  post<typeof S.PayBody, Api.CreatePersonalPayData>(app, { module: 'b2b', path: '/Pay/CreatePersonalPay' }, S.PayBody, {
    doc: { body: '`{OrderNo, AmountFen}` (*reqId*)', data: '`{PayNo, GatewayUrl, ExpireAt}`' },
    idempotent: true,
    data: S.CreatePersonalPayData,
    handler: (request) => pay.createPersonalPay(db, paymentGateway, request.caller(), request.body.OrderNo, request.body.AmountFen),
  })
  post<typeof S.WechatPayBody, Api.CreateWechatPayData>(app, { module: 'b2b', path: '/Pay/CreateWechatPay' }, S.WechatPayBody, {
    doc: {
      body: "`{OrderNo, AmountFen, Scene: 'miniProgram'|'jsapi', AppId}` (*reqId*)",
      data: '`{PayNo, ExpireAt, PayParams}`: the parameters of Taro.requestPayment / JSAPI getBrandWCPayRequest; then ConfirmPersonalPay',
    },
    idempotent: true,
    data: S.CreateWechatPayData,
    handler: (request) => pay.createWechatPay(db, paymentGateway, wechatPay, request.caller(), request.body),
  })
  post<typeof S.ConfirmBody, Api.PayResult>(app, { module: 'b2b', path: '/Pay/ConfirmPersonalPay' }, S.ConfirmBody, {
    doc: { body: '`{PayNo}` (*reqId*)', data: '`PayResult` after the gateway settles' },
    idempotent: true,
    data: S.PayResultData,
    handler: (request) => pay.confirmPersonalPay(db, orderProducts, paymentGateway, request.caller(), request.body.PayNo),
  })
  post<typeof S.StatusBody, Api.PayResult>(app, { module: 'b2b', path: '/Pay/GetPayStatus' }, S.StatusBody, {
    doc: { body: '`{OrderNo, PayNo?}`', data: '`PayResult`' },
    data: S.PayResultData,
    handler: (request) => pay.payStatus(db, orderProducts, request.caller(), request.body.OrderNo, request.body.PayNo),
  })
  post<typeof S.OrderNoBody, Api.BankTransferInfo>(app, { module: 'b2b', path: '/Pay/GetBankTransferInfo' }, S.OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`BankTransferInfo` (account and the transfer remark)' },
    data: S.BankTransferInfoData,
    handler: (request) => pay.bankTransferInfo(db, orderProducts, request.caller(), request.body.OrderNo),
  })
}
