import type {
  BillNoData, ConsumptionPageData, ConsumptionPageRequest, CostDetailData, PaymentBillDetail, SaveCorporateBillRequest, SaveSupplierData,
  RetireSupplierRequest, SaveSupplierRequest, Supplier, SupplierListData, SupplierListRequest,
} from '@api/expense'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** 对公报销, suppliers, 付款单, a cost's detail and the enterprise payment bill (decisions 0310-0312). */
export type CorporateApi = {
  suppliers(body: SupplierListRequest): Promise<SupplierListData>
  saveSupplier(body: SaveSupplierRequest): Promise<SaveSupplierData>
  retireSupplier(body: RetireSupplierRequest): Promise<Supplier>
  saveCorporateBill(body: SaveCorporateBillRequest): Promise<BillNoData>
  paymentBill(paymentNo: string): Promise<PaymentBillDetail>
  costDetail(costId: string): Promise<CostDetailData>
  consumption(body: ConsumptionPageRequest): Promise<ConsumptionPageData>
}

export function createCorporateApi(request: RequestFn): CorporateApi {
  const bill = <T>(path: string, body: object) => dataOf(request<T>('b2b', `CustomerBill/${path}`, body))
  const none = { acceptCodes: [RESULT_CODE.noResult] }
  return {
    suppliers: async (body) => {
      const data = await dataOf(request<SupplierListData | null>('b2b', 'CustomerBill/GetSupplierList', body, none))
      return data && Array.isArray(data.Items) ? data : { Items: [], Total: 0, PageIndex: body.PageIndex, PageSize: body.PageSize }
    },
    saveSupplier: (body) => bill('SaveSupplier', body),
    retireSupplier: (body) => bill('RetireSupplier', body),
    saveCorporateBill: (body) => bill('SaveCorporateReimbursementBill', body),
    paymentBill: (PaymentNo) => bill('GetPaymentBillDetail', { PaymentNo }),
    costDetail: (CostId) => dataOf(request<CostDetailData>('expensecontrol', 'Expense/GetCostDetail', { CostId })),
    consumption: async (body) => {
      const data = await dataOf(request<ConsumptionPageData | null>('tripwise-m-api', 'settlement/order/page', body, none))
      return data && Array.isArray(data.Items) ? data : { Items: [], Total: 0, PageIndex: body.PageIndex, PageSize: body.PageSize, Month: body.Month, TotalFen: 0, BalanceFen: 0 }
    },
  }
}
