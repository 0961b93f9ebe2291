import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/mileage'
import { get, post } from '../../lib/route'
import * as S from './schemas'
import {
  currentMileage, listMileage, mileageDetail, mileageSetting, needTravelBusiness, saveMileageOrder, startMileage, updateMileage,
} from './service'

const M = 'scgy'

/** The scgy module: mileage/* (GET except updateMileage, startMileage, needTravelBusiness) and mileage-order/saveMileageOrder (POST). */
export default async function mileageRoutes(app: FastifyInstance) {
  const { db } = app
  get<typeof S.EmptyQuery, Api.MileageSettingData>(app, { module: M, path: '/mileage/setting' }, S.EmptyQuery, {
    doc: { body: 'none', data: '`{AllowancePerKmFen, NeedTravelBusiness, SampleSeconds}` of the caller\'s enterprise; not opened 4001' },
    data: S.MileageSettingData,
    handler: (request) => mileageSetting(db, request.caller()),
  })
  get<typeof S.EmptyQuery, Api.MileageCurrentData>(app, { module: M, path: '/mileage/current' }, S.EmptyQuery, {
    doc: { body: 'none', data: '`{Record}`: the trip being recorded, with its track, or null' },
    data: S.MileageCurrentData,
    handler: (request) => currentMileage(db, request.caller()),
  })
  post<typeof S.StartBody, Api.MileageIdData>(app, { module: M, path: '/mileage/startMileage' }, S.StartBody, {
    doc: { body: '`{Purpose, StartName, Point{Lon, Lat, At}}` (GCJ-02; *reqId*)', data: '`{MileageId, DistanceM, Status}`; a trip already running 4009' },
    idempotent: true,
    data: S.MileageIdData,
    handler: (request) => startMileage(db, request.caller(), request.body),
  })
  post<typeof S.UpdateBody, Api.MileageIdData>(app, { module: M, path: '/mileage/updateMileage' }, S.UpdateBody, {
    doc: { body: '`{MileageId, Points[{Lon, Lat, At}], Finish, EndName}`', data: '`{MileageId, DistanceM, Status}`: the distance from the whole track; Finish prices it' },
    data: S.MileageIdData,
    handler: (request) => updateMileage(db, request.caller(), request.body),
  })
  get<typeof S.ListQuery, Api.MileageListData>(app, { module: M, path: '/mileage/list' }, S.ListQuery, {
    doc: { body: '`?PageIndex&PageSize`', data: '`{Items[MileageRecord], Total}`, newest first' },
    data: S.MileageListData,
    handler: (request) => listMileage(db, request.caller(), request.query),
  })
  get<typeof S.IdQuery, Api.MileageDetail>(app, { module: M, path: '/mileage/detail' }, S.IdQuery, {
    doc: { body: '`?MileageId`', data: '`MileageDetail` with its Track; not the caller\'s 4004' },
    data: S.MileageDetailData,
    handler: (request) => mileageDetail(db, request.caller(), request.query.MileageId),
  })
  post<typeof S.IdQuery, Api.NeedTravelBusinessData>(app, { module: M, path: '/mileage/needTravelBusiness' }, S.IdQuery, {
    doc: { body: '`{MileageId}`', data: '`{NeedTravelBusiness, Tip}`: whether the enterprise still wants the trip\'s purpose before it becomes a cost' },
    data: S.NeedTravelBusinessData,
    handler: (request) => needTravelBusiness(db, request.caller(), request.body.MileageId),
  })
  post<typeof S.SaveOrderBody, Api.SaveMileageOrderData>(app, { module: M, path: '/mileage-order/saveMileageOrder' }, S.SaveOrderBody, {
    doc: { body: '`{MileageId, Remark}` (*reqId*)', data: '`{MileageId, CostId, AmountFen}`: the finished trip as an expense cost (交通费); twice 4009, still recording 4001' },
    idempotent: true,
    data: S.SaveMileageOrderData,
    handler: (request) => saveMileageOrder(db, request.caller(), request.body),
  })
}
