import type {
  GetTrainNoticesData, CancelTrainOrderData, ChangeTrainStationRequest, GetStationChangeOptionsData, ChangeTrainTicketData, CreateGrabTaskRequest, GetGrabTaskListData, TrainGrabTask, ChangeTrainTicketRequest, CreateTrainOrderData, CreateTrainOrderRequest, GetStationListData, GetStopStationsData, QueryTrainListData,
  QueryTrainListRequest, QueryTransferListData, SendChangeCodeData, VerifyChangeCodeData, QueryTransferListRequest, RefundTrainTicketData, TrainOrderDetail, TrainRefundQuote,
} from '@api/train'
import type { QueryMyTravelStandardData } from '@api/policy'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** Searches answer 2000 for a valid empty result (spec 001 §8): the list is empty, not failed. */
const NO_RESULT = { acceptCodes: [RESULT_CODE.noResult] }

/** b2b TrainTicket/* (types/api/train.ts). Writes carry their reqId header (idempotent). */
export type TrainApi = {
  stations(keyword: string): Promise<GetStationListData>
  /** b2b Customer/QueryMyTravelStandard: the caller's grade and standards (the train one marks over-standard seats). */
  myStandard(): Promise<QueryMyTravelStandardData>
  trains(body: QueryTrainListRequest): Promise<QueryTrainListData>
  stops(trainNo: string, date: string): Promise<GetStopStationsData>
  transfers(body: QueryTransferListRequest): Promise<QueryTransferListData>
  createOrder(body: CreateTrainOrderRequest, reqId: string): Promise<CreateTrainOrderData>
  orderDetail(orderNo: string): Promise<TrainOrderDetail>
  /** passengerIds: the tickets (decision 0390); none: every valid ticket. */
  refundQuote(orderNo: string, passengerIds?: number[]): Promise<TrainRefundQuote>
  refund(orderNo: string, reason: string, reqId: string, passengerIds?: number[]): Promise<RefundTrainTicketData>
  cancel(orderNo: string, reason: string, reqId: string): Promise<CancelTrainOrderData>
  change(body: ChangeTrainTicketRequest, reqId: string): Promise<ChangeTrainTicketData>
  /** 变更到站 (decision 0770): the stops the tickets may change their arrival to, and the change. */
  stationChangeOptions(orderNo: string, passengerIds?: number[]): Promise<GetStationChangeOptionsData>
  changeStation(body: ChangeTrainStationRequest, reqId: string): Promise<ChangeTrainTicketData>
  /** 改签验证 (decision 0340): the code to the order's contact phone, and its check. */
  sendChangeCode(orderNo: string): Promise<SendChangeCodeData>
  verifyChangeCode(orderNo: string, code: string): Promise<VerifyChangeCodeData>
  /** 抢票 (decision 0220). */
  createGrab(body: CreateGrabTaskRequest, reqId: string): Promise<TrainGrabTask>
  grabTasks(): Promise<GetGrabTaskListData>
  cancelGrab(taskNo: string): Promise<TrainGrabTask>
  /** 抢票成功 notices (decision 0392), and marking them read. */
  notices(): Promise<GetTrainNoticesData>
  readNotices(ids: number[]): Promise<GetTrainNoticesData>
}

export function createTrainApi(request: RequestFn): TrainApi {
  return {
    myStandard: () => dataOf(request<QueryMyTravelStandardData>('b2b', 'Customer/QueryMyTravelStandard', {})),
    stations: (Keyword) => dataOf(request<GetStationListData>('b2b', 'TrainTicket/GetStationList', { Keyword })),
    trains: async (body) => ({ Trains: (await dataOf(request<QueryTrainListData | null>('b2b', 'TrainTicket/QueryTrainList', body, NO_RESULT)))?.Trains ?? [] }),
    transfers: async (body) => ({ Plans: (await dataOf(request<QueryTransferListData | null>('b2b', 'TrainTicket/QueryTransferList', body, NO_RESULT)))?.Plans ?? [] }),
    stops: (TrainNo, Date) => dataOf(request<GetStopStationsData>('b2b', 'TrainTicket/GetStopStations', { TrainNo, Date })),
    createOrder: (body, reqId) => dataOf(request<CreateTrainOrderData>('b2b', 'TrainTicket/CreateOrder', body, { headers: { reqId }, loading: '正在提交...' })),
    orderDetail: (OrderNo) => dataOf(request<TrainOrderDetail>('b2b', 'TrainTicket/GetOrderDetail', { OrderNo })),
    refundQuote: (OrderNo, PassengerIds) => dataOf(request<TrainRefundQuote>('b2b', 'TrainTicket/GetRefundFee', PassengerIds?.length ? { OrderNo, PassengerIds } : { OrderNo })),
    refund: (OrderNo, Reason, reqId, PassengerIds) =>
      dataOf(request<RefundTrainTicketData>('b2b', 'TrainTicket/RefundTicket', PassengerIds?.length ? { OrderNo, Reason, PassengerIds } : { OrderNo, Reason }, { headers: { reqId }, loading: '正在退票...' })),
    change: (body, reqId) => dataOf(request<ChangeTrainTicketData>('b2b', 'TrainTicket/ChangeTicket', body, { headers: { reqId }, loading: '正在改签...' })),
    stationChangeOptions: (OrderNo, PassengerIds) => dataOf(request<GetStationChangeOptionsData>('b2b', 'TrainTicket/GetStationChangeOptions', PassengerIds?.length ? { OrderNo, PassengerIds } : { OrderNo })),
    changeStation: (body, reqId) => dataOf(request<ChangeTrainTicketData>('b2b', 'TrainTicket/ChangeStation', body, { headers: { reqId }, loading: '正在变更到站...' })),
    sendChangeCode: (OrderNo) => dataOf(request<SendChangeCodeData>('b2b', 'TrainTicket/SendChangeCode', { OrderNo }, { loading: '正在发送...' })),
    verifyChangeCode: (OrderNo, Code) => dataOf(request<VerifyChangeCodeData>('b2b', 'TrainTicket/VerifyChangeCode', { OrderNo, Code }, { loading: '正在验证...' })),
    createGrab: (body, reqId) => dataOf(request<TrainGrabTask>('b2b', 'TrainTicket/CreateGrabTask', body, { headers: { reqId }, loading: '正在提交...' })),
    grabTasks: () => dataOf(request<GetGrabTaskListData>('b2b', 'TrainTicket/GetGrabTaskList', {})),
    notices: () => dataOf(request<GetTrainNoticesData>('b2b', 'TrainTicket/GetNotices', {})),
    readNotices: (NoticeIds) => dataOf(request<GetTrainNoticesData>('b2b', 'TrainTicket/ReadNotices', { NoticeIds })),
    cancelGrab: (TaskNo) => dataOf(request<TrainGrabTask>('b2b', 'TrainTicket/CancelGrabTask', { TaskNo }, { loading: '正在取消...' })),
    cancel: (OrderNo, Reason, reqId) => dataOf(request<CancelTrainOrderData>('b2b', 'TrainTicket/CancelOrder', { OrderNo, Reason }, { headers: { reqId }, loading: '正在取消...' })),
  }
}
