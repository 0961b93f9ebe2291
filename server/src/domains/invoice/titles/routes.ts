import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/invoice'
import { noResult } from '../../../lib/answer'
import { post } from '../../../lib/route'
import { EmptyBody } from '../../../lib/schemas'
import * as S from './schemas'
import * as service from './service'

const TITLE_FIELDS = '`{TitleId, TitleType company|personal, Title, TaxNo, BankName, BankAccount, RegisteredAddress, RegisteredPhone, IsDefault}`'

/** b2b Customer/*InvoiceTitle*: the caller's invoice titles (发票抬头), own only, in the caller's enterprise. */
export default async function invoiceTitleRoutes(app: FastifyInstance) {
  const { db } = app

  post<typeof EmptyBody, Api.GetInvoiceTitleListData>(app, { module: 'b2b', path: '/Customer/GetInvoiceTitleList' }, EmptyBody, {
    doc: { body: '`{}`', data: `\`{Titles[${TITLE_FIELDS}]}\`, default first; 2000 when none` },
    data: S.GetInvoiceTitleListData,
    handler: async (request) => {
      const titles = await service.listTitles(db, request.caller())
      return titles.length === 0 ? noResult({ Titles: [] }, '暂无发票抬头') : { Titles: titles }
    },
  })

  post<typeof S.TitleIdBody, Api.GetInvoiceTitleInfoData>(app, { module: 'b2b', path: '/Customer/GetInvoiceTitleInfo' }, S.TitleIdBody, {
    doc: { body: '`{TitleId}`', data: `${TITLE_FIELDS}; another member's 4004` },
    data: S.GetInvoiceTitleInfoData,
    handler: (request) => service.getTitle(db, request.caller(), request.body.TitleId),
  })

  post<typeof S.SubmitTitleBody, Api.SubmitInvoiceTitleInfoData>(app, { module: 'b2b', path: '/Customer/SubmitInvoiceTitleInfo' }, S.SubmitTitleBody, {
    doc: { body: '`{TitleId? (edit), TitleType, Title, TaxNo (company: 18-character credit code with its check character, or 15/20), BankName?, BankAccount?, RegisteredAddress?, RegisteredPhone?, IsDefault?}`', data: '`{TitleId}`; the first title is the default' },
    idempotent: true,
    data: S.SubmitInvoiceTitleInfoData,
    handler: (request) => service.submitTitle(db, request.caller(), request.body),
  })

  post<typeof S.TitleIdBody, Api.DelInvoiceTitleInfoData>(app, { module: 'b2b', path: '/Customer/DelInvoiceTitleInfo' }, S.TitleIdBody, {
    doc: { body: '`{TitleId}`', data: '`null`' },
    data: S.DelInvoiceTitleInfoData,
    handler: (request) => service.deleteTitle(db, request.caller(), request.body.TitleId),
  })
}
