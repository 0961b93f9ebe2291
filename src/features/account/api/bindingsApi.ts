import type * as Api from '@api/bindings'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type BindingsApi = {
  list(): Promise<Api.GetBindListData>
  bindPlatform(body: Api.BindPlatformRequest, reqId: string): Promise<Api.BindPlatformData>
  unbindPlatform(code: Api.PlatformCode, reqId: string): Promise<Api.UnbindData>
  bindMember(body: Api.BindMemberCardRequest, reqId: string): Promise<Api.BindMemberCardData>
  unbindMember(code: Api.ProgramCode, reqId: string): Promise<Api.UnbindData>
  bookingMembership(hotelId: string): Promise<Api.GetBookingMembershipData>
}

/** common api/bindAccount/*: the member's travel platforms and memberships (decision 0350). */
export function createBindingsApi(request: RequestFn): BindingsApi {
  const call = <T>(path: string, body: object, reqId?: string) =>
    dataOf(request<T>('common', `api/bindAccount/${path}`, body, reqId ? { headers: { reqId }, loading: '请稍候...' } : {}))
  return {
    list: () => call<Api.GetBindListData>('GetBindList', {}),
    bindPlatform: (body, reqId) => call<Api.BindPlatformData>('BindPlatform', body, reqId),
    unbindPlatform: (PlatformCode, reqId) => call<Api.UnbindData>('UnbindPlatform', { PlatformCode }, reqId),
    bindMember: (body, reqId) => call<Api.BindMemberCardData>('BindMember', body, reqId),
    unbindMember: (ProgramCode, reqId) => call<Api.UnbindData>('UnbindMember', { ProgramCode }, reqId),
    bookingMembership: (HotelId) => call<Api.GetBookingMembershipData>('GetBookingMembership', { HotelId }),
  }
}
