import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/train'
import { post } from '../../../lib/route'
import * as S from '../schemas'
import { railAccountService } from './service'

const customer = (path: string) => ({ module: 'b2b', path: `/Customer/${path}` })
const train = (path: string) => ({ module: 'b2b', path: `/TrainTicket/${path}` })

/** The 12306 account: b2b Customer/*12306* (sign in, checks, passengers) and TrainTicket/*FaceAuth (decision 0222). */
export default async function railAccountRoutes(app: FastifyInstance) {
  const rail = railAccountService(app.db, app.railAccounts)
  post<typeof S.Login12306Body, Api.Rail12306Account>(app, customer('Login12306'), S.Login12306Body, {
    data: S.Rail12306AccountData,
    doc: { body: '`{UserName, Password}` (12306 user name, e-mail or phone)', data: '`Rail12306Account` (Unverified on a first sign-in: SMS or face check next); wrong password 4001' },
    handler: (request) => rail.login(request.caller(), request.body.UserName, request.body.Password),
  })
  post<typeof S.EmptyBody, Api.Get12306AccountListData>(app, customer('Get12306AccountList'), S.EmptyBody, {
    data: S.Get12306AccountListData,
    doc: { body: '`{}`', data: '`{Accounts[Rail12306Account]}`: the caller\'s accounts' },
    handler: (request) => rail.list(request.caller()),
  })
  post<typeof S.AccountBody, Api.Rail12306AccountRequest>(app, customer('Delete12306Account'), S.AccountBody, {
    data: S.Rail12306AccountRequestData,
    doc: { body: '`{AccountId}`', data: '`{AccountId}`: unbound (another member\'s: 4004)' },
    handler: (request) => rail.remove(request.caller(), request.body.AccountId),
  })
  post<typeof S.AccountBody, Api.Send12306CodeData>(app, customer('Send12306Code'), S.AccountBody, {
    data: S.Send12306CodeData,
    doc: { body: '`{AccountId}`', data: '`{PhoneMasked}`: 12306 sent a 6-digit code (5 minutes)' },
    handler: (request) => rail.sendCode(request.caller(), request.body.AccountId),
  })
  post<typeof S.VerifyCodeBody, Api.Rail12306Account>(app, customer('Verify12306Code'), S.VerifyCodeBody, {
    data: S.Rail12306AccountData,
    doc: { body: '`{AccountId, Code}`', data: '`Rail12306Account` (Bound); wrong code 4000, expired 4001' },
    handler: (request) => rail.verifyCode(request.caller(), request.body.AccountId, request.body.Code),
  })
  post<typeof S.AccountBody, Api.StartFaceAuthData>(app, train('StartFaceAuth'), S.AccountBody, {
    data: S.StartFaceAuthData,
    doc: { body: '`{AccountId}`', data: '`{FaceToken, ExpiresAt, Tip}`: do the face check in the 12306 app within 5 minutes' },
    handler: (request) => rail.startFace(request.caller(), request.body.AccountId),
  })
  post<typeof S.FaceBody, Api.Rail12306Account>(app, train('CheckFaceAuth'), S.FaceBody, {
    data: S.Rail12306AccountData,
    doc: { body: '`{AccountId, FaceToken}`', data: '`Rail12306Account` (Bound); not done or expired 4001' },
    handler: (request) => rail.checkFace(request.caller(), request.body.AccountId, request.body.FaceToken),
  })
  post<typeof S.AccountBody, Api.Get12306PassengerListData>(app, customer('Get12306PassengerList'), S.AccountBody, {
    data: S.Get12306PassengerListData,
    doc: { body: '`{AccountId}`', data: '`{Passengers[{PassengerId, Name, IdNoMasked, PhoneMasked, PassengerType, VerifyStatus, VerifyStatusText}]}`; account not checked 4001' },
    handler: (request) => rail.passengers(request.caller(), request.body.AccountId),
  })
  post<typeof S.SavePassengerBody, Api.Rail12306Passenger>(app, customer('Save12306Passenger'), S.SavePassengerBody, {
    data: S.Rail12306PassengerData,
    doc: { body: '`Save12306PassengerRequest` (PassengerId \'\' adds; *reqId*)', data: '`Rail12306Passenger`; an ID failing its check digit is 未通过; twice 4009; name or ID changed 4001' },
    idempotent: true,
    handler: (request) => rail.savePassenger(request.caller(), request.body),
  })
  post<typeof S.PassengerBody, Api.Rail12306PassengerRequest>(app, customer('Delete12306Passenger'), S.PassengerBody, {
    data: S.Rail12306PassengerRequestData,
    doc: { body: '`{AccountId, PassengerId}`', data: '`{AccountId, PassengerId}`' },
    handler: (request) => rail.deletePassenger(request.caller(), request.body.AccountId, request.body.PassengerId),
  })
  post<typeof S.PassengerBody, Api.Send12306CodeData>(app, customer('Send12306PassengerCode'), S.PassengerBody, {
    data: S.Send12306CodeData,
    doc: { body: '`{AccountId, PassengerId}`', data: '`{PhoneMasked}`: the code went to the passenger\'s phone (only 待核验 with a phone)' },
    handler: (request) => rail.sendPassengerCode(request.caller(), request.body.AccountId, request.body.PassengerId),
  })
  post<typeof S.VerifyPassengerBody, Api.Rail12306Passenger>(app, customer('Verify12306PassengerCode'), S.VerifyPassengerBody, {
    data: S.Rail12306PassengerData,
    doc: { body: '`{AccountId, PassengerId, Code}`', data: '`Rail12306Passenger` (已通过); wrong code 4000, expired 4001' },
    handler: (request) => rail.verifyPassenger(request.caller(), request.body.AccountId, request.body.PassengerId, request.body.Code),
  })
}
