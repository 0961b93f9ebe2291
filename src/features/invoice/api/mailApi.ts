import type { DelMailInfoData, GetMailInfoData, GetMailListData, SubmitMailInfoData, SubmitMailInfoRequest } from '@api/invoice'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** b2b Customer/*Mail*: the member's mailing addresses for paper invoices. */
export type MailApi = {
  list(): Promise<GetMailListData>
  get(mailId: string): Promise<GetMailInfoData>
  submit(body: SubmitMailInfoRequest): Promise<SubmitMailInfoData>
  remove(mailId: string): Promise<DelMailInfoData>
}

export function createMailApi(request: RequestFn): MailApi {
  return {
    list: () => dataOf(request<GetMailListData>('b2b', 'Customer/GetMailList', {}, { acceptCodes: [RESULT_CODE.noResult] })),
    get: (mailId) => dataOf(request<GetMailInfoData>('b2b', 'Customer/GetMailInfo', { MailId: mailId })),
    submit: (body) => dataOf(request<SubmitMailInfoData>('b2b', 'Customer/SubmitMailInfo', body, { loading: '保存中...' })),
    remove: (mailId) => dataOf(request<DelMailInfoData>('b2b', 'Customer/DelMailInfo', { MailId: mailId })),
  }
}
