import type { DecideJoinRequestData, JoinRequest, JoinRequestPageData } from '@api/invitations'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type JoinRequestsApi = {
  page(): Promise<JoinRequest[]>
  decide(requestId: string, approve: boolean, reqId: string): Promise<DecideJoinRequestData>
}

/** tripwise-m-api member/joinRequest/page and decide: the managers' to-do of accounts asking to join (decision 0270). */
export function createJoinRequestsApi(request: RequestFn): JoinRequestsApi {
  return {
    page: async () => (await dataOf(request<JoinRequestPageData>('tripwise-m-api', 'member/joinRequest/page', { PageIndex: 1, PageSize: 50 }))).List,
    decide: (RequestId, Approve, reqId) =>
      dataOf(request<DecideJoinRequestData>('tripwise-m-api', 'member/joinRequest/decide', { RequestId, Approve }, { headers: { reqId }, loading: '正在处理...' })),
  }
}
