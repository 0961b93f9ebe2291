import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/tripwise-m-api'
import { post } from '../../../lib/route'
import { EmptyBody } from '../../../lib/schemas'
import { memberOf } from '../../../plugins/auth'
import * as S from './schemas'
import * as repo from './repository'
import * as service from './service'

/** tripwise-m-api frequently/used/*: the member's frequently used functions and cities. */
export default async function frequentlyUsedRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof EmptyBody, Api.FrequentlyUsedIndexData>(app, '/index', EmptyBody, {
    handler: (request) => service.homeItems(db, memberOf(request)),
  })
  post<typeof EmptyBody, Api.FrequentBusinessIndexData>(app, '/business/index', EmptyBody, {
    handler: (request) => service.catalogue(db, memberOf(request)),
  })
  post<typeof EmptyBody, Api.FrequentBusinessListData>(app, '/business/list', EmptyBody, {
    handler: async (request) => ({ Items: await repo.findItems(db, memberOf(request).memberId) }),
  })
  post<typeof S.AddBody, Api.FrequentBusinessAddData>(app, '/business/add', S.AddBody, {
    idempotent: true,
    handler: (request) => service.add(db, memberOf(request), request.body.FunctionCode),
  })
  post<typeof S.EditBody, Api.FrequentBusinessEditData>(app, '/business/edit', S.EditBody, {
    handler: (request) => service.edit(db, memberOf(request), request.body.Ids),
  })
  post<typeof S.DeleteBody, Api.FrequentBusinessDeleteData>(app, '/business/delete', S.DeleteBody, {
    handler: (request) => service.remove(db, memberOf(request), request.body.Id),
  })
  post<typeof S.SearchBody, Api.FrequentBusinessSearchData>(app, '/business/search', S.SearchBody, {
    handler: (request) => service.search(db, memberOf(request), request.body.Keyword),
  })
  post<typeof S.CityListBody, Api.FrequentCityListData>(app, '/city/list', S.CityListBody, {
    handler: async (request) => ({ Cities: await repo.findCities(db, memberOf(request).memberId, request.body.ProductType) }),
  })
}
