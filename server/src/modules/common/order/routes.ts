import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/common'
import { post } from '../../../lib/route'
import { EmptyBody } from '../../../lib/schemas'
import { memberOf } from '../../../plugins/auth'
import * as S from './schemas'
import * as service from './service'

/** common api/order/*: the member's trips, their read flags, and the abnormal-order count. */
export default async function orderRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof S.GetTripListBody, Api.GetTripListData>(app, '/GetTripList', S.GetTripListBody, {
    handler: (request) => service.tripList(db, memberOf(request), request.body),
  })
  post<typeof S.GetSearchTripListBody, Api.GetSearchTripListData>(app, '/GetSearchTripList', S.GetSearchTripListBody, {
    handler: (request) => service.searchTrips(db, memberOf(request), request.body),
  })
  post<typeof EmptyBody, Api.GetReadFlagData>(app, '/GetReadFlag', EmptyBody, {
    handler: (request) => service.readFlag(db, memberOf(request)),
  })
  post<typeof S.UpdateReadFlagBody, Api.UpdateReadFlagData>(app, '/UpdateReadFlag', S.UpdateReadFlagBody, {
    handler: (request) => service.updateReadFlag(db, memberOf(request), request.body),
  })
  post<typeof EmptyBody, Api.GetErrorOrderCountData>(app, '/GetErrorOrderCount', EmptyBody, {
    handler: (request) => service.errorOrderCount(db, memberOf(request)),
  })
}
