import type {
  Get12306AccountListData, Get12306PassengerListData, Rail12306Account, Rail12306Passenger, Save12306PassengerRequest, Send12306CodeData, StartFaceAuthData,
} from '@api/train'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** The 12306 account: b2b Customer/*12306* and TrainTicket/*FaceAuth (decision 0222). */
export type RailAccountApi = {
  login(UserName: string, Password: string): Promise<Rail12306Account>
  accounts(): Promise<Get12306AccountListData>
  removeAccount(AccountId: string): Promise<unknown>
  sendCode(AccountId: string): Promise<Send12306CodeData>
  verifyCode(AccountId: string, Code: string): Promise<Rail12306Account>
  startFace(AccountId: string): Promise<StartFaceAuthData>
  checkFace(AccountId: string, FaceToken: string): Promise<Rail12306Account>
  passengers(AccountId: string): Promise<Get12306PassengerListData>
  savePassenger(body: Save12306PassengerRequest, reqId: string): Promise<Rail12306Passenger>
  removePassenger(AccountId: string, PassengerId: string): Promise<unknown>
  sendPassengerCode(AccountId: string, PassengerId: string): Promise<Send12306CodeData>
  verifyPassenger(AccountId: string, PassengerId: string, Code: string): Promise<Rail12306Passenger>
}

export function createRailAccountApi(request: RequestFn): RailAccountApi {
  const customer = <T>(path: string, body: object, loading?: string) => dataOf(request<T>('b2b', `Customer/${path}`, body, loading ? { loading } : {}))
  return {
    login: (UserName, Password) => customer('Login12306', { UserName, Password }, '正在登录...'),
    accounts: () => customer('Get12306AccountList', {}),
    removeAccount: (AccountId) => customer('Delete12306Account', { AccountId }, '正在解绑...'),
    sendCode: (AccountId) => customer('Send12306Code', { AccountId }, '正在发送...'),
    verifyCode: (AccountId, Code) => customer('Verify12306Code', { AccountId, Code }, '正在核验...'),
    startFace: (AccountId) => dataOf(request<StartFaceAuthData>('b2b', 'TrainTicket/StartFaceAuth', { AccountId })),
    checkFace: (AccountId, FaceToken) => dataOf(request<Rail12306Account>('b2b', 'TrainTicket/CheckFaceAuth', { AccountId, FaceToken }, { loading: '正在核验...' })),
    passengers: (AccountId) => customer('Get12306PassengerList', { AccountId }),
    savePassenger: (body, reqId) => dataOf(request<Rail12306Passenger>('b2b', 'Customer/Save12306Passenger', body, { headers: { reqId }, loading: '正在保存...' })),
    removePassenger: (AccountId, PassengerId) => customer('Delete12306Passenger', { AccountId, PassengerId }, '正在删除...'),
    sendPassengerCode: (AccountId, PassengerId) => customer('Send12306PassengerCode', { AccountId, PassengerId }, '正在发送...'),
    verifyPassenger: (AccountId, PassengerId, Code) => customer('Verify12306PassengerCode', { AccountId, PassengerId, Code }, '正在核验...'),
  }
}
