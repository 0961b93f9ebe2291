import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/insurance'
import { post } from '../../lib/route'
import * as S from './schemas'
import { requestPolicies } from './requests'
import { applyClaim, buyPolicies, claimDetail, orderPolicies, policyDetail, supplyClaim } from './service'

/** hotel-front-api api/insurance/*: policies of flight and train orders, 投保, claims (decision 0231). */
export default async function insuranceRoutes(app: FastifyInstance) {
  const { db } = app
  const at = (path: string) => ({ module: 'hotel-front-api', path: `/api/insurance/${path}` })
  post<typeof S.OrderBody, Api.GetOrderPoliciesData>(app, at('GetOrderPolicies'), S.OrderBody, {
    doc: { body: '`{OrderNo}` (flight or train)', data: '`{OrderNo, OrderTitle, Policies, Products, CanBuy, BuyNote}`: booker or traveller only (4004)' },
    data: S.GetOrderPoliciesData,
    handler: (request) => orderPolicies(db, request.caller(), request.body.OrderNo),
  })
  post<typeof S.BuyBody, Api.BuyPoliciesData>(app, at('BuyPolicies'), S.BuyBody, {
    doc: { body: '`{OrderNo, ProductCode}` (*reqId*)', data: '`{OrderNo, PolicyNos, PremiumFen}`: one policy per passenger and leg to travel, premium from the enterprise account' },
    idempotent: true,
    data: S.BuyPoliciesData,
    handler: (request) => buyPolicies(db, request.caller(), request.body),
  })
  post<typeof S.RequestBody, Api.RequestPoliciesData>(app, at('RequestPolicies'), S.RequestBody, {
    doc: { body: '`{OrderNo, ProductCodes}` (*reqId*; chosen on the order form)', data: '`{OrderNo, Requests[{ProductCode, ProductName, Status, StatusText, Message}]}`: bought once the tickets are issued (at once when they are)' },
    idempotent: true,
    data: S.RequestPoliciesData,
    handler: (request) => requestPolicies(db, request.caller(), request.body),
  })
  post<typeof S.PolicyBody, Api.PolicyDetailData>(app, at('GetPolicyDetail'), S.PolicyBody, {
    doc: { body: '`{PolicyNo}`', data: '`{Policy, Claims}`' },
    data: S.PolicyDetailData,
    handler: (request) => policyDetail(db, request.caller(), request.body.PolicyNo),
  })
  post<typeof S.ApplyBody, Api.ApplyClaimData>(app, at('ApplyClaim'), S.ApplyBody, {
    doc: { body: '`{PolicyNo, Kind, AmountFen, Description, Materials}` (*reqId*)', data: '`{ClaimNo, Status}`: kind covered, amount within the sum insured (4000); no material: NeedMaterials' },
    idempotent: true,
    data: S.ApplyClaimData,
    handler: (request) => applyClaim(db, request.caller(), request.body),
  })
  post<typeof S.SupplyBody, Api.SupplyClaimData>(app, at('SupplyClaim'), S.SupplyBody, {
    doc: { body: '`{ClaimNo, Materials, Note}` (*reqId*)', data: '`{ClaimNo, Status}`: materials added, back to review' },
    idempotent: true,
    data: S.SupplyClaimData,
    handler: (request) => supplyClaim(db, request.caller(), request.body),
  })
  post<typeof S.ClaimBody, Api.ClaimDetailData>(app, at('GetClaimDetail'), S.ClaimBody, {
    doc: { body: '`{ClaimNo}`', data: '`ClaimDetailData`: the claim, its materials and every step of its progress' },
    data: S.ClaimDetailData,
    handler: (request) => claimDetail(db, request.caller(), request.body.ClaimNo),
  })
}
