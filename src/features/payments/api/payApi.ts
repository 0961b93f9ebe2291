import type {
  BankTransferInfo, ConfirmPersonalPayRequest, CreatePersonalPayData, CreatePersonalPayRequest, CreateWechatPayData,
  CreateWechatPayRequest, GetPayStatusRequest,
  PayByEnterpriseAccountRequest, PayInfo, PayResult,
} from '@api/order'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** The b2b Pay/* calls (types/api/order.ts). Paying writes carry their reqId header (idempotent). */
export type PayApi = {
  payInfo(orderNo: string): Promise<PayInfo>
  payByEnterprise(body: PayByEnterpriseAccountRequest, reqId: string): Promise<PayResult>
  createPersonalPay(body: CreatePersonalPayRequest, reqId: string): Promise<CreatePersonalPayData>
  createWechatPay(body: CreateWechatPayRequest, reqId: string): Promise<CreateWechatPayData>
  confirmPersonalPay(body: ConfirmPersonalPayRequest, reqId: string): Promise<PayResult>
  payStatus(body: GetPayStatusRequest): Promise<PayResult>
  bankTransferInfo(orderNo: string): Promise<BankTransferInfo>
}

export function createPayApi(request: RequestFn): PayApi {
  const write = <T>(path: string, body: object, reqId: string) =>
    dataOf(request<T>('b2b', `Pay/${path}`, body, { headers: { reqId }, loading: '正在支付...' }))
  return {
    payInfo: (OrderNo) => dataOf(request<PayInfo>('b2b', 'Pay/GetPayInfo', { OrderNo })),
    payByEnterprise: (body, reqId) => write<PayResult>('PayByEnterpriseAccount', body, reqId),
    createPersonalPay: (body, reqId) => write<CreatePersonalPayData>('CreatePersonalPay', body, reqId),
    createWechatPay: (body, reqId) => write<CreateWechatPayData>('CreateWechatPay', body, reqId),
    confirmPersonalPay: (body, reqId) => write<PayResult>('ConfirmPersonalPay', body, reqId),
    payStatus: (body) => dataOf(request<PayResult>('b2b', 'Pay/GetPayStatus', body)),
    bankTransferInfo: (OrderNo) => dataOf(request<BankTransferInfo>('b2b', 'Pay/GetBankTransferInfo', { OrderNo })),
  }
}
