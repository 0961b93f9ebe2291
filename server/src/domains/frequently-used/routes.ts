import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/tripwise-m-api'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import * as S from './schemas'
import * as repo from './repository'
import * as service from './service'

/** tripwise-m-api frequently/used/*: the member's frequently used functions and cities. */
export default async function frequentlyUsedRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof EmptyBody, Api.FrequentlyUsedIndexData>(app, { module: 'tripwise-m-api', path: '/frequently/used/index' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Items[FrequentItem], IsDefault}`; FrequentItem `{Id, FunctionCode, Name, Url, Icon, Sort}`; the defaults (Id \'\') when the member chose none' },
    data: S.FrequentlyUsedIndexData,
    handler: (request) => service.homeItems(db, request.caller()),
  })
  post<typeof EmptyBody, Api.FrequentBusinessIndexData>(app, { module: 'tripwise-m-api', path: '/frequently/used/business/index' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Categories[{Category, Functions[{FunctionCode, Name, Category, Url, Icon, IsAdded}]}]}` (functions the member may use)' },
    data: S.FrequentBusinessIndexData,
    handler: (request) => service.catalogue(db, request.caller()),
  })
  post<typeof EmptyBody, Api.FrequentBusinessListData>(app, { module: 'tripwise-m-api', path: '/frequently/used/business/list' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Items[FrequentItem]}`' },
    data: S.FrequentBusinessListData,
    handler: async (request) => ({ Items: await repo.findItems(db, request.caller().memberId) }),
  })
  post<typeof S.AddBody, Api.FrequentBusinessAddData>(app, { module: 'tripwise-m-api', path: '/frequently/used/business/add' }, S.AddBody, {
    doc: { body: '`{FunctionCode}`', data: '`{Id}`; at most 12; duplicate 4009; not permitted 4003' },
    idempotent: true,
    data: S.FrequentBusinessAddData,
    handler: (request) => service.add(db, request.caller(), request.body.FunctionCode),
  })
  post<typeof S.EditBody, Api.FrequentBusinessEditData>(app, { module: 'tripwise-m-api', path: '/frequently/used/business/edit' }, S.EditBody, {
    doc: { body: '`{Ids[]}` (all the member\'s items, new order)', data: '`{Items[FrequentItem]}`; another member\'s id 4004' },
    data: S.FrequentBusinessEditData,
    handler: (request) => service.edit(db, request.caller(), request.body.Ids),
  })
  post<typeof S.DeleteBody, Api.FrequentBusinessDeleteData>(app, { module: 'tripwise-m-api', path: '/frequently/used/business/delete' }, S.DeleteBody, {
    doc: { body: '`{Id}`', data: '`null`; another member\'s id 4004' },
    data: S.FrequentBusinessDeleteData,
    handler: (request) => service.remove(db, request.caller(), request.body.Id),
  })
  post<typeof S.SearchBody, Api.FrequentBusinessSearchData>(app, { module: 'tripwise-m-api', path: '/frequently/used/business/search' }, S.SearchBody, {
    doc: { body: '`{Keyword}`', data: '`{Functions[BusinessFunction]}`; 2000 when nothing matches' },
    data: S.FrequentBusinessSearchData,
    handler: (request) => service.search(db, request.caller(), request.body.Keyword),
  })
  post<typeof S.CityListBody, Api.FrequentCityListData>(app, { module: 'tripwise-m-api', path: '/frequently/used/city/list' }, S.CityListBody, {
    doc: { body: '`{ProductType?}`', data: '`{Cities[{CityCode, CityName, ProductType, UseCount}]}` (arrival cities of the member\'s trips)' },
    data: S.FrequentCityListData,
    handler: async (request) => ({ Cities: await repo.findCities(db, request.caller().memberId, request.body.ProductType) }),
  })
}
