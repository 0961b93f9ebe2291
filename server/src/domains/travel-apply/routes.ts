import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/travelApply'
import { post } from '../../lib/route'
import * as S from './schemas'
import {
  addApplicationApprover, applicationDetail, approveApplication, returnApplication, createApplication, listApplications, rejectApplication, revokeApplication,
  submitApplication, transferApplication, usableApplications,
} from './service'
import { createDailyApply, createTravelBill } from './variants'

/**
 * b2b TravelApply/*: 出差申请 — create (or the guangxin 出差单), submit, approve, 转交, 加签, 退回, reject, revoke, list, detail, usable
 * for a booking; b2b DailyApply/Create: a 日常申请, an application of kind daily decided by the same calls.
 */
export default async function travelApplyRoutes(app: FastifyInstance) {
  const { db } = app
  const at = (path: string) => ({ module: 'b2b', path: `/TravelApply/${path}` })
  post<typeof S.CreateBody, Api.CreateTravelApplyData>(app, at('Create'), S.CreateBody, {
    data: S.CreateTravelApplyData,
    doc: { body: '`{Reason, DepartCity, Cities[1-5], StartDate, EndDate, Products[], BudgetFen, TravellerMemberIds?, Remark?, Submit?}` (*reqId*)', data: '`{ApplyNo, Status draft|pending|approved}`; a colleague of another enterprise 4004' },
    idempotent: true,
    handler: (request) => createApplication(db, request.caller(), request.body),
  })
  post<typeof S.TravelBillBody, Api.CreateTravelApplyData>(app, at('CreateTravelBill'), S.TravelBillBody, {
    data: S.CreateTravelApplyData,
    doc: { body: '`{Category (出差类型), Reason, Legs[1-6]{FromCity, ToCity, Date, Product flight|train|car}, NeedHotel, BudgetFen, TravellerMemberIds?, Remark?, Submit?}` (*reqId*)', data: '`{ApplyNo, Status}`: the guangxin 出差单, cities, dates and products from the legs; legs that do not connect 4000' },
    idempotent: true,
    handler: (request) => createTravelBill(db, request.caller(), request.body),
  })
  post<typeof S.DailyBody, Api.CreateTravelApplyData>(app, { module: 'b2b', path: '/DailyApply/Create' }, S.DailyBody, {
    data: S.CreateTravelApplyData,
    doc: { body: '`{Category, Reason, CityName, StartDate, EndDate, BudgetFen, Remark?, Submit?}` (*reqId*)', data: '`{ApplyNo, Status}`: a 日常申请 (an application of kind daily, decided like a travel application via TravelApply/*)' },
    idempotent: true,
    handler: (request) => createDailyApply(db, request.caller(), request.body),
  })
  post<typeof S.ApplyNoBody, Api.TravelApplyActionData>(app, at('Submit'), S.ApplyNoBody, {
    data: S.TravelApplyActionData,
    doc: { body: '`{ApplyNo}` (*reqId*)', data: '`{ApplyNo, Status}`: the draft goes to the application flow; applicant only' },
    idempotent: true,
    handler: (request) => submitApplication(db, request.caller(), request.body.ApplyNo),
  })
  post<typeof S.ApproveBody, Api.TravelApplyActionData>(app, at('Approve'), S.ApproveBody, {
    data: S.TravelApplyActionData,
    doc: { body: '`{ApplyNo, Comment?}` (*reqId*)', data: '`{ApplyNo, Status}`: pending while a next step remains; not the current step\'s approver 4003' },
    idempotent: true,
    handler: (request) => approveApplication(db, request.caller(), request.body.ApplyNo, request.body.Comment ?? ''),
  })
  post<typeof S.TransferBody, Api.TravelApplyActionData>(app, at('Transfer'), S.TransferBody, {
    doc: { body: '`{ApplyNo, ToMemberId, Comment?}` (*reqId*)', data: '`{ApplyNo, Status pending}`: 转交 (decision 0700); not the current step\'s approver 4003, the applicant 4001' },
    data: S.ActionData,
    idempotent: true,
    handler: (request) => transferApplication(db, request.caller(), request.body.ApplyNo, Number(request.body.ToMemberId), request.body.Comment ?? ''),
  })
  post<typeof S.AddApproverBody, Api.TravelApplyActionData>(app, at('AddApprover'), S.AddApproverBody, {
    doc: { body: '`{ApplyNo, ToMemberId, Position before|after, Comment?}` (*reqId*)', data: '`{ApplyNo, Status pending}`: 加签 (decision 0800); oneself or someone outside the enterprise 4000, the applicant 4001, not the current step\'s approver 4003' },
    data: S.ActionData,
    idempotent: true,
    handler: (request) => {
      const body = request.body
      return addApplicationApprover(db, request.caller(), body.ApplyNo, Number(body.ToMemberId), body.Position, body.Comment ?? '')
    },
  })
  post<typeof S.ReturnBody, Api.TravelApplyActionData>(app, at('Return'), S.ReturnBody, {
    doc: { body: '`{ApplyNo, ToLevel, Reason}` (*reqId*): ToLevel an earlier step', data: '`{ApplyNo, Status pending}`: 退回 (decision 0800); a step not before the current one, or 0, 4000; decided 4001' },
    data: S.ActionData,
    idempotent: true,
    handler: (request) => returnApplication(db, request.caller(), request.body.ApplyNo, request.body.ToLevel, request.body.Reason),
  })
  post<typeof S.RejectBody, Api.TravelApplyActionData>(app, at('Reject'), S.RejectBody, {
    data: S.TravelApplyActionData,
    doc: { body: '`{ApplyNo, Reason}` (*reqId*)', data: '`{ApplyNo, Status rejected}`' },
    idempotent: true,
    handler: (request) => rejectApplication(db, request.caller(), request.body.ApplyNo, request.body.Reason),
  })
  post<typeof S.ApplyNoBody, Api.TravelApplyActionData>(app, at('Revoke'), S.ApplyNoBody, {
    data: S.TravelApplyActionData,
    doc: { body: '`{ApplyNo}` (*reqId*)', data: '`{ApplyNo, Status revoked}`; applicant only, while pending' },
    idempotent: true,
    handler: (request) => revokeApplication(db, request.caller(), request.body.ApplyNo),
  })
  post<typeof S.ListBody, Api.TravelApplyListData>(app, at('List'), S.ListBody, {
    data: S.TravelApplyListData,
    doc: { body: '`{Tab mine|pending|processed, PageIndex, PageSize}`', data: '`{Items, Total, PageIndex, PageSize}`, newest first; none 2000' },
    handler: (request) => listApplications(db, request.caller(), request.body),
  })
  post<typeof S.ApplyNoBody, Api.TravelApplyDetail>(app, at('Detail'), S.ApplyNoBody, {
    data: S.TravelApplyDetailData,
    doc: { body: '`{ApplyNo}`', data: '`TravelApplyDetail`: summary, travellers, steps, CanSubmit/CanRevoke/CanApprove/CanBook; not applicant, traveller nor approver 4004' },
    handler: (request) => applicationDetail(db, request.caller(), request.body.ApplyNo),
  })
  post<typeof S.UsableBody, Api.UsableTravelApplyData>(app, at('Usable'), S.UsableBody, {
    data: S.UsableTravelApplyData,
    doc: { body: '`{Product?, CityName?, StartDate?, EndDate?}`', data: '`{Items, Settings{SkipOrderApproval, NeedTravelForm, TravelBillCanChange, ExternalNeedTravelBill}}`: the caller\'s approved applications covering them' },
    handler: (request) => usableApplications(db, request.caller(), request.body),
  })
}
