import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/invoice'
import { noResult } from '../../../lib/answer'
import { post } from '../../../lib/route'
import { EmptyBody } from '../../../lib/schemas'
import * as S from './schemas'
import * as service from './service'

const ORDER = '`{OrderNo, ProductType, Title, Description, TravelDate, AmountFen}`'
const SUMMARY = '`{ApplyNo, Title, Kind normal|special, Medium electronic|paper, AmountFen, OrderCount, Status Applied|Issued|Withdrawn, StatusName, CreatedAt}`'

/** tripwise-m-api member/invoice/*: invoice applications over the caller's completed orders (decision 0203). */
export default async function invoiceApplicationRoutes(app: FastifyInstance) {
  const { db } = app

  post<typeof EmptyBody, Api.InvoiceableOrdersData>(app, { module: 'tripwise-m-api', path: '/member/invoice/orders' }, EmptyBody, {
    doc: { body: '`{}`', data: `\`{Orders[${ORDER}]}\`: completed, paid in the app, not invoiced; 2000 when none` },
    data: S.InvoiceableOrdersData,
    handler: async (request) => {
      const data = await service.invoiceableOrders(db, request.caller())
      return data.Orders.length === 0 ? noResult(data, '暂无可开票订单') : data
    },
  })

  post<typeof S.ApplyBody, Api.ApplyInvoiceData>(app, { module: 'tripwise-m-api', path: '/member/invoice/save' }, S.ApplyBody, {
    doc: { body: '`{OrderNos[1-50], TitleId, Kind, Medium, Email? (electronic), Mailing? {Receiver, Phone, Address} (paper), Remark?}`', data: '`{ApplyNo, AmountFen, Status}`; an order already invoiced 4009' },
    idempotent: true,
    data: S.ApplyInvoiceData,
    handler: (request) => service.apply(db, request.caller(), request.body),
  })

  post<typeof S.PageBody, Api.InvoicePageData>(app, { module: 'tripwise-m-api', path: '/member/invoice/page' }, S.PageBody, {
    doc: { body: '`{PageIndex, PageSize}`', data: `\`{Total, Items[${SUMMARY}]}\`, newest first; 2000 when none` },
    data: S.InvoicePageData,
    handler: async (request) => {
      const data = await service.page(db, request.caller(), request.body)
      return data.Total === 0 ? noResult(data, '暂无开票记录') : data
    },
  })

  post<typeof S.ApplyNoBody, Api.InvoiceDetailData>(app, { module: 'tripwise-m-api', path: '/member/invoice/detail' }, S.ApplyNoBody, {
    doc: { body: '`{ApplyNo}`', data: `${SUMMARY} + \`{TitleType, TaxNo, Email, Mailing, Remark, Orders[${ORDER}]}\`` },
    data: S.InvoiceDetailData,
    handler: (request) => service.detail(db, request.caller(), request.body.ApplyNo),
  })

  post<typeof S.ApplyNoBody, Api.InvoiceWithdrawData>(app, { module: 'tripwise-m-api', path: '/member/invoice/delete' }, S.ApplyNoBody, {
    doc: { body: '`{ApplyNo}`', data: '`null`: withdraws an application not yet issued; its orders may be invoiced again' },
    data: S.InvoiceWithdrawData,
    handler: (request) => service.withdraw(db, request.caller(), request.body.ApplyNo),
  })
}
