import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/costs'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import * as repo from './repository'
import * as S from './schemas'

/** common api/enterpriseConfig/GetAppConfig: the caller's enterprise's app configuration flags. */
export default async function enterpriseConfigRoutes(app: FastifyInstance) {
  post<typeof EmptyBody, Api.GetAppConfigData>(app, { module: 'common', path: '/api/enterpriseConfig/GetAppConfig' }, EmptyBody, {
    doc: {
      body: '`{}`',
      data: '`{carReasonRequiredCode, temporaryCarNotNeedReason, openSavingBonus, provisionalBudget, isDynamicStandard, isChannelCustomer, carServiceProvider, isDidiEntrance, externalNeedTravelBill, projectCenterSecondaryConfirmation, closeHomeBizTripTip, hotelUpgradeRoomChecked, internationalAirServiceGroupId, defaultGroupId, internationalGroupId}`',
    },
    data: S.GetAppConfigData,
    handler: (request) => repo.appConfig(app.db, request.caller().enterpriseId),
  })
}
