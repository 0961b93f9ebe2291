import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/order'
import { invalidInput } from '../../../lib/errors'
import { post } from '../../../lib/route'
import { memberOf } from '../../../plugins/auth'
import { approve, reject, revoke } from '../../orders/approvalActions'
import { approvalDetail, approvalList } from '../../orders/queries'
import * as S from './schemas'

/** b2b TMC/*: order approvals (to-do, decided, mine), their detail, approve, reject and revoke. */
export default async function tmcRoutes(app: FastifyInstance) {
  const { db, hotelSupplier } = app
  post<typeof S.ApprovalListBody, Api.ApprovalOrderListData>(app, '/GetApprovalOrderList', S.ApprovalListBody, {
    handler: (request) => approvalList(db, memberOf(request), request.body),
  })
  post<typeof S.ApprovalDetailBody, Api.ApprovalOrderDetail>(app, '/GetApprovalOrderDetail', S.ApprovalDetailBody, {
    handler: (request) => {
      const { ApprovalNo, OrderNo } = request.body
      if (ApprovalNo) return approvalDetail(db, memberOf(request), { ApprovalNo })
      if (OrderNo) return approvalDetail(db, memberOf(request), { OrderNo })
      throw invalidInput('请填写审批单号或订单号')
    },
  })
  post<typeof S.ApproveBody, Api.ApprovalActionResult>(app, '/ApproveOrder', S.ApproveBody, {
    idempotent: true,
    handler: (request) => approve(db, hotelSupplier, memberOf(request), request.body.ApprovalNo, request.body.Comment ?? ''),
  })
  post<typeof S.RejectBody, Api.ApprovalActionResult>(app, '/RejectOrder', S.RejectBody, {
    idempotent: true,
    handler: (request) => reject(db, hotelSupplier, memberOf(request), request.body.ApprovalNo, request.body.Reason),
  })
  post<typeof S.RevokeBody, Api.ApprovalActionResult>(app, '/RevokeApproval', S.RevokeBody, {
    idempotent: true,
    handler: (request) => revoke(db, hotelSupplier, memberOf(request), request.body.ApprovalNo, request.body.Reason ?? ''),
  })
}
