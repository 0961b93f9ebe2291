import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/accountExtras'
import { post } from '../../../lib/route'
import { EmptyBody } from '../../../lib/schemas'
import * as S from './schemas'
import * as service from './service'

const INFO = '`{Status: none|verified|rejected, Role, Name, School, Number, EnrollYear, Reason, ValidUntil}`'

/** tripwise-m-api universities/*: student/teacher verification through the campus verifier (decision 0332). */
export default async function campusRoutes(app: FastifyInstance) {
  const { db } = app

  post<typeof EmptyBody, Api.CampusAuthInfoData>(app, { module: 'tripwise-m-api', path: '/universities/authentication/info' }, EmptyBody, {
    doc: { body: '`{}`', data: `${INFO}; a lapsed verification reads rejected with 认证已过期` },
    data: S.CampusAuthInfoData,
    handler: (request) => service.campusInfo(db, request.caller()),
  })

  post<typeof S.CampusAuthSubmitBody, Api.CampusAuthSubmitData>(app, { module: 'tripwise-m-api', path: '/universities/authentication/submit' }, S.CampusAuthSubmitBody, {
    doc: { body: '`{Role, Name (the member\'s own), School, Number, EnrollYear (students), CardImageUrl (the caller\'s upload)}`', data: `${INFO}: the provider's answer; already verified 4001` },
    idempotent: true,
    rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: (request) => `campus:${request.ip}:${String(request.headers.token ?? '').slice(0, 64)}` },
    data: S.CampusAuthSubmitData,
    handler: (request) => service.submitCampus(db, app.campusVerifier, request.caller(), request.body),
  })

  post<typeof S.CampusSchoolsBody, Api.CampusSchoolsData>(app, { module: 'tripwise-m-api', path: '/universities/schools' }, S.CampusSchoolsBody, {
    doc: { body: '`{Keyword}`', data: '`{Schools[]}` the verifier knows, at most 20' },
    data: S.CampusSchoolsData,
    handler: async (request) => ({ Schools: await app.campusVerifier.schools(request.body.Keyword) }),
  })
}
