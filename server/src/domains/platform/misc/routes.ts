import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/common'
import * as S from './schemas'
import { post } from '../../../lib/route'
import { EmptyBody } from '../../../lib/schemas'
import type { Assert, Same } from '../../../lib/type-check'
import { countPendingBills } from '../../expense/bills'
import { countPendingLoans } from '../../loans/loans'
import { countRepaymentsToConfirm } from '../../loans/public'
import { countPendingApplicationsByKind } from '../../travel-apply/service'
import * as repo from './repository'

export const GetExternalOrderInfosBody = Type.Object({ journeyBizNo: Type.String({ minLength: 1, maxLength: 64 }) })
export type _GetExternalOrderInfos = Assert<Same<Static<typeof GetExternalOrderInfosBody>, Api.GetExternalOrderInfosRequest>>

/** common api/approval/GetToDoApprovalSummary: the pending approvals assigned to the caller. */
export async function approvalRoutes(app: FastifyInstance) {
  post<typeof EmptyBody, Api.GetToDoApprovalSummaryData>(app, { module: 'common', path: '/api/approval/GetToDoApprovalSummary' }, EmptyBody, {
    data: S.GetToDoApprovalSummaryData,
    doc: {
      body: '`{}`',
      data: '`{DataCount, Orders, TravelApplications, DailyApplications, Bills, Loans, Repayments}`: what waits on the caller\'s decision (Repayments: cash repayments for finance to confirm, issue 35), DataCount the sum; 0 for non-approvers (path chosen, see decisions 0002 and 0410)',
    },
    handler: async (request) => {
      const member = request.caller()
      const [orders, applications, bills, loans, repayments] = await Promise.all([
        repo.countPendingApprovals(app.db, member),
        countPendingApplicationsByKind(app.db, member),
        countPendingBills(app.db, member),
        countPendingLoans(app.db, member),
        countRepaymentsToConfirm(app.db, member),
      ])
      const parts = { Orders: orders, TravelApplications: applications.travel, DailyApplications: applications.daily, Bills: bills, Loans: loans, Repayments: repayments }
      return { DataCount: orders + applications.travel + applications.daily + bills + loans + repayments, ...parts }
    },
  })
}

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
