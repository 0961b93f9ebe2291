import type {
  DeletePassengerData, GetDepartmentTreeData, GetPassengerInfoData, GetPassengerListData, GetPassengerNationalitiesData,
  MaintainPassengerData, MaintainPassengerRequest, SearchColleaguesData, SearchColleaguesRequest,
} from '@api/travellers'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** Frequent passengers (b2b Customer/*), colleagues and the department tree (common api/Customer/*). */
export type TravellersApi = {
  passengers(keyword?: string): Promise<GetPassengerListData>
  passenger(passengerId: string): Promise<GetPassengerInfoData>
  savePassenger(body: MaintainPassengerRequest, reqId: string): Promise<MaintainPassengerData>
  deletePassenger(passengerId: string): Promise<DeletePassengerData>
  nationalities(): Promise<GetPassengerNationalitiesData>
  departments(): Promise<GetDepartmentTreeData>
  colleagues(body: SearchColleaguesRequest): Promise<SearchColleaguesData>
}

export function createTravellersApi(request: RequestFn): TravellersApi {
  return {
    passengers: (keyword) => dataOf(request<GetPassengerListData>('b2b', 'Customer/GetPassengerList', keyword ? { Keyword: keyword } : {})),
    passenger: (passengerId) => dataOf(request<GetPassengerInfoData>('b2b', 'Customer/GetPassengerInfo', { PassengerId: passengerId })),
    savePassenger: (body, reqId) => dataOf(request<MaintainPassengerData>('b2b', 'Customer/MaintainPassenger', body, { headers: { reqId } })),
    deletePassenger: (passengerId) => dataOf(request<DeletePassengerData>('b2b', 'Customer/DeletePassenger', { PassengerId: passengerId })),
    nationalities: () => dataOf(request<GetPassengerNationalitiesData>('common', 'api/Passenger/GetNationalityList', {})),
    departments: () => dataOf(request<GetDepartmentTreeData>('common', 'api/Customer/GetDepartmentTree', {})),
    colleagues: (body) => dataOf(request<SearchColleaguesData>('common', 'api/Customer/SearchColleagues', body)),
  }
}
