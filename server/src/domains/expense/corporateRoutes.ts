import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/expense'
import { post } from '../../lib/route'
import { saveReimbursementBill } from './bills'
import { consumptionPage } from './consumption'
import { costDetail } from './costDetail'
import { paymentBillDetail } from './paymentBills'
import { listSuppliers, payableSupplier, retireSupplier, saveSupplier } from './suppliers'
import * as C from './corporateSchemas'
import * as S from './schemas'

/** b2b CustomerBill/*: suppliers, 对公报销 and 付款单; expensecontrol Expense/GetCostDetail; tripwise-m-api settlement/order/page. */
export async function corporateRoutes(app: FastifyInstance) {
  const { db } = app
  const bill = (path: string) => ({ module: 'b2b', path: `/CustomerBill/${path}` })
  post<typeof C.SupplierListBody, Api.SupplierListData>(app, bill('GetSupplierList'), C.SupplierListBody, {
    doc: {
      body: '`{Keyword?, IncludeRetired?, PageIndex, PageSize}`',
      data: '`{Items: (Supplier & {CanManage})[], Total, PageIndex, PageSize}` of the caller\'s enterprise, retired ones (IsRetired) only with IncludeRetired, after the active ones; none 2000 (decision 0411)',
    },
    data: C.SupplierListData,
    handler: (request) => listSuppliers(db, request.caller(), request.body),
  })
  post<typeof C.SaveSupplierBody, Api.SaveSupplierData>(app, bill('SaveSupplier'), C.SaveSupplierBody, {
    doc: {
      body: '`{SupplierId?, Name, TaxNo, BankName, AccountNo, ContactName, ContactPhone}` (*reqId*); with SupplierId an edit',
      data: '`{SupplierId}`; a name already in the enterprise 4001; editing one the caller may not manage (finance or who added it) 4003',
    },
    idempotent: true,
    data: C.SaveSupplierData,
    handler: (request) => saveSupplier(db, request.caller(), request.body),
  })
  post<typeof C.RetireSupplierBody, Api.Supplier>(app, bill('RetireSupplier'), C.RetireSupplierBody, {
    doc: { body: '`{SupplierId, Retired}`', data: '`Supplier` as it now is; not finance nor who added it 4003; another enterprise\'s 4004 (decision 0411)' },
    data: C.SupplierData,
    handler: (request) => retireSupplier(db, request.caller(), request.body),
  })
  post<typeof C.SaveCorporateBillBody, Api.BillNoData>(app, bill('SaveCorporateReimbursementBill'), C.SaveCorporateBillBody, {
    doc: { body: '`{BillNo?, Title, Reason, CostCenterId, SupplierId, CostIds[], Attachments[], Submit}` (*reqId*)', data: '`{BillNo DG…, Status}`; another enterprise\'s supplier 4004' },
    data: S.BillNoData,
    idempotent: true,
    handler: async (request) => {
      const member = request.caller()
      const { SupplierId, Attachments, ...rest } = request.body
      await payableSupplier(db, member, Number(SupplierId), rest.BillNo)
      return saveReimbursementBill(db, member, rest, { supplierId: Number(SupplierId), attachments: Attachments })
    },
  })
  post<typeof C.PaymentBillBody, Api.PaymentBillDetail>(app, bill('GetPaymentBillDetail'), C.PaymentBillBody, {
    doc: { body: '`{PaymentNo}`', data: '`PaymentBillDetail` (account masked); not applicant, approver nor finance 4004' },
    data: C.PaymentBillData,
    handler: (request) => paymentBillDetail(db, request.caller(), request.body.PaymentNo),
  })
  post<typeof S.CostIdBody, Api.CostDetailData>(app, { module: 'expensecontrol', path: '/Expense/GetCostDetail' }, S.CostIdBody, {
    doc: { body: '`{CostId}`', data: '`{Cost, Invoices[], BillTitle, CanEdit, CoverageText}`; owner, or finance/approver of its bill' },
    data: C.CostDetailData,
    handler: (request) => costDetail(db, request.caller(), request.body.CostId),
  })
  post<typeof C.ConsumptionBody, Api.ConsumptionPageData>(app, { module: 'tripwise-m-api', path: '/settlement/order/page' }, C.ConsumptionBody, {
    doc: { body: '`{Month YYYY-MM, PageIndex, PageSize}`', data: '`{Items[{OrderNo, ProductType, Title, TravellerName, StatusName, PaidFen, PaidAt}], Total, TotalFen, BalanceFen, ...}`; finance only 4003; none 2000' },
    data: C.ConsumptionPageData,
    handler: (request) => consumptionPage(db, request.caller(), request.body),
  })
}
