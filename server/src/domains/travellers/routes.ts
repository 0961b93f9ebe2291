import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/travellers'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import { passengerNationalities } from './nationalities'
import * as S from './schemas'
import * as service from './service'

const PASSENGER = '`Passenger` `{PassengerId, Name, EnLastName, EnFirstName, Phone, MemberId, Documents[{IdentityType (1 身份证, 2 护照, 3 回乡证, 4 台胞证, 5 港澳通行证, 6 台湾通行证, 7 外国人永久居留身份证), IdentityNo, ExpiryDate, Nationality}]}`'

/** b2b Customer/*Passenger* (frequent passengers) and common api/Customer/* colleagues and departments. */
export default async function travellersRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof S.PassengerListBody, Api.GetPassengerListData>(app, { module: 'b2b', path: '/Customer/GetPassengerList' }, S.PassengerListBody, {
    doc: { body: '`{Keyword?}`', data: `\`{Passengers[Passenger]}\` (the caller's own, newest first); ${PASSENGER}` },
    data: S.GetPassengerListData,
    handler: (request) => service.passengers(db, request.caller(), request.body.Keyword),
  })
  post<typeof S.PassengerIdBody, Api.GetPassengerInfoData>(app, { module: 'b2b', path: '/Customer/GetPassengerInfo' }, S.PassengerIdBody, {
    doc: { body: '`{PassengerId}`', data: 'Passenger; another member\'s id 4004' },
    data: S.GetPassengerInfoData,
    handler: (request) => service.passenger(db, request.caller(), request.body.PassengerId),
  })
  post<typeof S.MaintainPassengerBody, Api.MaintainPassengerData>(app, { module: 'b2b', path: '/Customer/MaintainPassenger' }, S.MaintainPassengerBody, {
    doc: { body: '`{PassengerId? (edit), Name, EnLastName, EnFirstName, Phone, Documents[]}`', data: '`{PassengerId}`; invalid name, phone or document 4000 with the reason; another member\'s id 4004' },
    idempotent: true,
    data: S.MaintainPassengerData,
    handler: (request) => service.maintain(db, request.caller(), request.body),
  })
  post<typeof S.PassengerIdBody, Api.DeletePassengerData>(app, { module: 'b2b', path: '/Customer/DeletePassenger' }, S.PassengerIdBody, {
    doc: { body: '`{PassengerId}`', data: '`{PassengerId}`; another member\'s id 4004' },
    data: S.DeletePassengerData,
    handler: (request) => service.remove(db, request.caller(), request.body.PassengerId),
  })
  post<typeof EmptyBody, Api.GetDepartmentTreeData>(app, { module: 'common', path: '/api/Customer/GetDepartmentTree' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Departments[{DepartmentId, DepartmentName, ParentDepartmentId, MemberCount}]}` (the caller\'s enterprise)' },
    data: S.GetDepartmentTreeData,
    handler: (request) => service.departmentTree(db, request.caller()),
  })
  post<typeof S.SearchColleaguesBody, Api.SearchColleaguesData>(app, { module: 'common', path: '/api/Customer/SearchColleagues' }, S.SearchColleaguesBody, {
    doc: { body: '`{DepartmentId?, Keyword? (name, pinyin, initials, employee no.), PageIndex, PageSize}`', data: '`{Colleagues[{MemberId, Name, PhoneMasked, DepartmentName, EmployeeNo}], Total}`; another enterprise\'s department 4004' },
    data: S.SearchColleaguesData,
    handler: (request) => service.searchColleagues(db, request.caller(), request.body),
  })
  post<typeof EmptyBody, Api.GetPassengerNationalitiesData>(app, { module: 'common', path: '/api/Passenger/GetNationalityList' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Nationalities[{Code (ISO 3166-1), Name, EnName, Pinyin, Initials}]}`: every country (i18n-iso-countries), the usual ones first' },
    data: S.GetPassengerNationalitiesData,
    handler: () => passengerNationalities(db),
  })
}
