import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/common'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import * as S from './schemas'
import * as service from './service'

/** common api/order/*: the member's trips, their read flags, and the abnormal-order count. */
export default async function tripRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof S.GetTripListBody, Api.GetTripListData>(app, { module: 'common', path: '/api/order/GetTripList' }, S.GetTripListBody, {
    doc: { body: '`{TripScope? (0 all, 1 upcoming, 2 past), PageIndex?, PageSize? (≤100)}`', data: '`{Trips[TripItem], Total, PageIndex, PageSize}`; TripItem `{OrderNo, ProductType, Title, Description, StartTime, EndTime, DepartureName, ArrivalName, TravellerName, Status, StatusName, Amount, IsRead}`' },
    data: S.GetTripListData,
    handler: (request) => service.tripList(db, request.caller(), request.body),
  })
  post<typeof S.GetSearchTripListBody, Api.GetSearchTripListData>(app, { module: 'common', path: '/api/order/GetSearchTripList' }, S.GetSearchTripListBody, {
    doc: { body: '`{Keyword?, ProductType?, StartDate?, EndDate?, PageIndex?, PageSize?}`', data: 'as GetTripList; Code 2000 when nothing matches' },
    data: S.GetSearchTripListData,
    handler: (request) => service.searchTrips(db, request.caller(), request.body),
  })
  post<typeof EmptyBody, Api.GetReadFlagData>(app, { module: 'common', path: '/api/order/GetReadFlag' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{UnreadOrderNos[], HasUnread}`' },
    data: S.GetReadFlagData,
    handler: (request) => service.readFlag(db, request.caller()),
  })
  post<typeof S.UpdateReadFlagBody, Api.UpdateReadFlagData>(app, { module: 'common', path: '/api/order/UpdateReadFlag' }, S.UpdateReadFlagBody, {
    doc: { body: '`{OrderNos[]}` (empty: all)', data: '`{UpdatedCount}`; an order that is not the caller\'s 4004' },
    data: S.UpdateReadFlagData,
    handler: (request) => service.updateReadFlag(db, request.caller(), request.body),
  })
  post<typeof EmptyBody, Api.GetErrorOrderCountData>(app, { module: 'common', path: '/api/order/GetErrorOrderCount' }, EmptyBody, {
    doc: { body: '`{}`', data: 'a number: the caller\'s abnormal orders (path chosen, see decision 0002)' },
    data: S.GetErrorOrderCountData,
    handler: (request) => service.errorOrderCount(db, request.caller()),
  })
}
