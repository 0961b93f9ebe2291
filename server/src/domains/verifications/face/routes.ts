import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/accountExtras'
import { post } from '../../../lib/route'
import * as S from './schemas'
import * as service from './service'

const RESULT = '`{VerifyId, Scene, Status: pending|passed|failed|expired, Name, MaskedIdNo, Score, Reason}`'
const perToken = (prefix: string) => ({ max: 10, timeWindow: 60_000, keyGenerator: (request: { ip: string; headers: Record<string, unknown> }) => `${prefix}:${request.ip}:${String(request.headers.token ?? '').slice(0, 64)}` })

/** tripwise-m-api face/verify/*: facial verification through the face provider (decision 0333). */
export default async function faceRoutes(app: FastifyInstance) {
  post<typeof S.FaceVerifyStartBody, Api.FaceVerifyStartData>(app, { module: 'tripwise-m-api', path: '/face/verify/start' }, S.FaceVerifyStartBody, {
    doc: { body: '`{Scene: self|newUser, Name, IdNo (18 characters), Phone (newUser)}`; self: the member\'s own name', data: '`{VerifyId, ExpireSeconds: 600}`' },
    idempotent: true,
    rateLimit: perToken('faceStart'),
    data: S.FaceVerifyStartData,
    handler: (request) => service.startFace(app, request.caller(), request.body),
  })

  post<typeof S.FaceVerifySubmitBody, Api.FaceVerifySubmitData>(app, { module: 'tripwise-m-api', path: '/face/verify/submit' }, S.FaceVerifySubmitBody, {
    doc: { body: '`{VerifyId, PhotoUrl (the caller\'s upload)}`', data: `${RESULT}; one photo per VerifyId (again 4001), after 10 minutes 4001` },
    rateLimit: perToken('faceSubmit'),
    data: S.FaceVerifySubmitData,
    handler: (request) => service.submitFace(app, request.caller(), request.body),
  })

  post<typeof S.FaceVerifyResultBody, Api.FaceVerifyResultData>(app, { module: 'tripwise-m-api', path: '/face/verify/result' }, S.FaceVerifyResultBody, {
    doc: { body: '`{VerifyId}`', data: `${RESULT}; another member's 4004` },
    data: S.FaceVerifyResultData,
    handler: (request) => service.faceResult(app, request.caller(), request.body.VerifyId),
  })
}
