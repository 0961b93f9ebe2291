import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/policy'
import { describeCarStandard } from '@domain/policy/car'
import { describeFlightStandard } from '@domain/policy/flight'
import { describeHotelStandard } from '@domain/policy/hotel'
import { GRADE_NAME, POLICY_PRODUCTS, PRODUCT_NAME, type EnterpriseStandards, type PolicyProduct, type StaffGrade } from '@domain/policy/standards'
import { describeTakeoutStandard } from '@domain/policy/takeout'
import { describeTrainStandard } from '@domain/policy/train'
import type { Assert, Same } from '../../lib/type-check'
import { post } from '../../lib/route'
import { gradeOf, standardsOf } from './standardFor'
import * as S from './schemas'

const EmptyBody = Type.Object({})
const ReasonsBody = Type.Object({ Product: Type.Optional(Type.Union(POLICY_PRODUCTS.map((p) => Type.Literal(p)))) })
export type _Reasons = Assert<Same<Static<typeof ReasonsBody>, Api.GetOverStandardReasonsRequest>>

function linesOf(standards: EnterpriseStandards, product: PolicyProduct, grade: StaffGrade): string[] {
  switch (product) {
    case 'hotel': return describeHotelStandard(standards.hotel, grade)
    case 'train': return describeTrainStandard(standards.train, grade)
    case 'flight': return describeFlightStandard(standards.flight, grade)
    case 'car': return describeCarStandard(standards.car, grade)
    case 'takeout': return describeTakeoutStandard(standards.takeout, grade)
  }
}

/** b2b Customer/*: 我的差标 and the enterprise's over-standard reasons. */
export default async function policyRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof EmptyBody, Api.QueryMyTravelStandardData>(app, { module: 'b2b', path: '/Customer/QueryMyTravelStandard' }, EmptyBody, {
    doc: { body: 'empty', data: '`{Grade employee|manager, GradeName, Products[{Product, ProductName, Lines[]}], Standards}`: the caller\'s standards for hotel, train, flight, car and takeout' },
    data: S.QueryMyTravelStandardData,
    handler: async (request) => {
      const member = request.caller()
      const grade = await gradeOf(db, member)
      const standards = await standardsOf(db, member.enterpriseId)
      return {
        Grade: grade,
        GradeName: GRADE_NAME[grade],
        Products: POLICY_PRODUCTS.map((product) => ({ Product: product, ProductName: PRODUCT_NAME[product], Lines: linesOf(standards, product, grade) })),
        Standards: standards,
      }
    },
  })
  post<typeof ReasonsBody, Api.GetOverStandardReasonsData>(app, { module: 'b2b', path: '/Customer/GetOverStandardReasons' }, ReasonsBody, {
    doc: { body: '`{Product?}` hotel|train|flight|car|takeout', data: '`{Reasons[{ReasonId, Text}]}`: the caller\'s enterprise reasons for the product and for every product, in order' },
    data: S.GetOverStandardReasonsData,
    handler: async (request) => {
      const member = request.caller()
      const { rows } = await db.query<{ id: number; text: string }>(
        `select id, text from over_standard_reasons where enterprise_id = $1 and (product is null or product = $2) order by sort, id`,
        [member.enterpriseId, request.body.Product ?? null],
      )
      return { Reasons: rows.map((r) => ({ ReasonId: String(r.id), Text: r.text })) }
    },
  })
}
