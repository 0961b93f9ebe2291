import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/order'
import { invalidInput } from '../../lib/errors'
import { post } from '../../lib/route'
import { approve, reject, revoke, transfer } from './approvalActions'
import { approvalDetail, approvalList } from './approvalQueries'
import * as S from './approvalSchemas'

/** b2b TMC/*: order approvals (to-do, decided, mine), their detail, approve, 转交, reject and revoke. */
export default async function approvalRoutes(app: FastifyInstance) {
  const { db, orderProducts } = app
  post<typeof S.ApprovalListBody, Api.ApprovalOrderListData>(app, { module: 'b2b', path: '/TMC/GetApprovalOrderList' }, S.ApprovalListBody, {
    data: S.ApprovalOrderListData,
    doc: { body: '`{Tab: \'pending\' | \'processed\' | \'mine\', PageIndex, PageSize}`', data: '`{Items, Total, PageIndex, PageSize}`; none: 2000' },
    handler: (request) => approvalList(db, orderProducts, request.caller(), request.body),
  })
  post<typeof S.ApprovalDetailBody, Api.ApprovalOrderDetail>(app, { module: 'b2b', path: '/TMC/GetApprovalOrderDetail' }, S.ApprovalDetailBody, {
    doc: { body: '`{ApprovalNo}` or `{OrderNo}`', data: '`{ApprovalNo, ApplicantName, SubmittedAt, Progress, Order, CanApprove, CanRevoke}`, Order in its product\'s own detail shape (`ProductOrderDetail`: hotel, car and takeout `HotelOrderDetail`, flight `FlightOrderDetail`, train `TrainOrderDetail`); not applicant nor approver 4004' },
    data: S.ApprovalOrderDetailData,
    handler: (request) => {
      const { ApprovalNo, OrderNo } = request.body
      if (ApprovalNo) return approvalDetail(db, orderProducts, request.caller(), { ApprovalNo })
      if (OrderNo) return approvalDetail(db, orderProducts, request.caller(), { OrderNo })
      throw invalidInput('请填写审批单号或订单号')
    },
  })
  post<typeof S.ApproveBody, Api.ApprovalActionResult>(app, { module: 'b2b', path: '/TMC/ApproveOrder' }, S.ApproveBody, {
    data: S.ApprovalActionResultData,
    doc: { body: '`{ApprovalNo, Comment?}` (*reqId*)', data: '`ApprovalActionResult`; not the caller\'s step 4003; decided 4001' },
    idempotent: true,
    handler: (request) => approve(db, orderProducts, request.caller(), request.body.ApprovalNo, request.body.Comment ?? ''),
  })
  post<typeof S.TransferBody, Api.ApprovalActionResult>(app, { module: 'b2b', path: '/TMC/TransferApproval' }, S.TransferBody, {
    doc: { body: '`{ApprovalNo, ToMemberId, Comment?}` (*reqId*)', data: '`ApprovalActionResult`: 转交 (decision 0800); oneself or someone outside the enterprise 4000, the applicant 4001, not the caller\'s step 4003, decided 4001' },
    data: S.ActionData,
    idempotent: true,
    handler: (request) => transfer(db, request.caller(), request.body.ApprovalNo, Number(request.body.ToMemberId), request.body.Comment ?? ''),
  })
  post<typeof S.RejectBody, Api.ApprovalActionResult>(app, { module: 'b2b', path: '/TMC/RejectOrder' }, S.RejectBody, {
    data: S.ApprovalActionResultData,
    doc: { body: '`{ApprovalNo, Reason}` (*reqId*)', data: '`ApprovalActionResult`; the order ends Rejected' },
    idempotent: true,
    handler: (request) => reject(db, orderProducts, request.caller(), request.body.ApprovalNo, request.body.Reason),
  })
  post<typeof S.RevokeBody, Api.ApprovalActionResult>(app, { module: 'b2b', path: '/TMC/RevokeApproval' }, S.RevokeBody, {
    data: S.ApprovalActionResultData,
    doc: { body: '`{ApprovalNo, Reason?}` (*reqId*)', data: '`ApprovalActionResult`; applicant only, while pending' },
    idempotent: true,
    handler: (request) => revoke(db, orderProducts, request.caller(), request.body.ApprovalNo, request.body.Reason ?? ''),
  })
}
