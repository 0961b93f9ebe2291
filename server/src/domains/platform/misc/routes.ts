import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/common'
import * as S from './schemas'
import { post } from '../../../lib/route'
import { EmptyBody } from '../../../lib/schemas'
import type { Assert, Same } from '../../../lib/type-check'
import * as repo from './repository'

export const GetExternalOrderInfosBody = Type.Object({ journeyBizNo: Type.String({ minLength: 1, maxLength: 64 }) })
export type _GetExternalOrderInfos = Assert<Same<Static<typeof GetExternalOrderInfosBody>, Api.GetExternalOrderInfosRequest>>

/** common api/bonusPoints/GetBonusPointsStatus: the enterprise's bonus-points switches. */
export async function bonusPointsRoutes(app: FastifyInstance) {
  post<typeof EmptyBody, Api.GetBonusPointsStatusData>(app, { module: 'common', path: '/api/bonusPoints/GetBonusPointsStatus' }, EmptyBody, {
    data: S.GetBonusPointsStatusData,
    doc: { body: '`{}`', data: '`{IsOpenBonusPoints, BonusPointsEnterpriseStatus (0 none, 1 active, 2 suspended), BonusPointsUseCarLimited, IsOpenBounusMall}`' },
    handler: (request) => repo.bonusPointsStatus(app.db, request.caller().enterpriseId),
  })
}

/** common api/travelBusinessOrder/GetExternalOrderInfos: a journey handed over by a travel platform. */
export async function travelBusinessOrderRoutes(app: FastifyInstance) {
  post<typeof GetExternalOrderInfosBody, Api.GetExternalOrderInfosData>(app, { module: 'common', path: '/api/travelBusinessOrder/GetExternalOrderInfos' }, GetExternalOrderInfosBody, {
    data: S.GetExternalOrderInfosData,
    doc: { body: '`{journeyBizNo}`', data: '`{journeyBizNo, Source, ProductType, DepartCityName, ArriveCityName, StartDate, EndDate, Reason, ExternalOrderTravelPassengers[{Name, Phone (masked), IdentityType, IdentityNo (masked), MemberId}]}`; another enterprise\'s 4004' },
    handler: (request) => repo.externalJourney(app.db, request.caller().enterpriseId, request.body.journeyBizNo.trim()),
  })
}
