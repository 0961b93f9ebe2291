import type {
  MileageCurrentData, MileageDetail, MileageIdData, MileageListData, MileageSettingData, NeedTravelBusinessData, SaveMileageOrderData,
  StartMileageRequest, UpdateMileageRequest,
} from '@api/mileage'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

const GET = { method: 'GET' as const }

/** The scgy calls (types/api/mileage.ts): GET except startMileage, updateMileage, needTravelBusiness and saveMileageOrder. */
export type MileageApi = {
  setting(): Promise<MileageSettingData>
  current(): Promise<MileageCurrentData>
  start(body: StartMileageRequest, reqId: string): Promise<MileageIdData>
  update(body: UpdateMileageRequest): Promise<MileageIdData>
  list(pageIndex: number, pageSize: number): Promise<MileageListData>
  detail(mileageId: string): Promise<MileageDetail>
  needTravelBusiness(mileageId: string): Promise<NeedTravelBusinessData>
  saveOrder(mileageId: string, remark: string, reqId: string): Promise<SaveMileageOrderData>
}

export function createMileageApi(request: RequestFn): MileageApi {
  const call = <T>(path: string, body: object, options = {}) => dataOf(request<T>('scgy', path, body, options))
  return {
    setting: () => call<MileageSettingData>('mileage/setting', {}, GET),
    current: () => call<MileageCurrentData>('mileage/current', {}, GET),
    start: (body, reqId) => call<MileageIdData>('mileage/startMileage', body, { headers: { reqId }, loading: '正在开始...' }),
    update: (body) => call<MileageIdData>('mileage/updateMileage', body),
    list: (PageIndex, PageSize) => call<MileageListData>('mileage/list', { PageIndex, PageSize }, GET),
    detail: (MileageId) => call<MileageDetail>('mileage/detail', { MileageId }, GET),
    needTravelBusiness: (MileageId) => call<NeedTravelBusinessData>('mileage/needTravelBusiness', { MileageId }),
    saveOrder: (MileageId, Remark, reqId) => call<SaveMileageOrderData>('mileage-order/saveMileageOrder', { MileageId, Remark }, { headers: { reqId }, loading: '正在生成费用...' }),
  }
}
