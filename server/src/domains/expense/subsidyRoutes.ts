import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/subsidy'
import { EmptyBody } from '../../lib/schemas'
import { post } from '../../lib/route'
import { journeyList, journeyProducts, previewSubsidy } from './subsidyJourneys'
import { saveSubsidyLine, subsidyLineDetail, subsidyLines } from './subsidyLines'
import * as S from './subsidySchemas'
import { travelCities } from './travelCities'

/** expensecontrol Subsidy/*: subsidies v3 by journey, orders and dates; subsidy cost lines; travel cities (0321, 0323). */
export async function subsidyV3Routes(app: FastifyInstance) {
  const { db } = app
  const at = (path: string) => ({ module: 'expensecontrol', path: `/Subsidy/${path}` })
  post<typeof EmptyBody, Api.SubsidyJourneyListData>(app, at('GetJourneyList'), EmptyBody, {
    doc: { body: '`{}`', data: '`{Items: SubsidyJourney[]}`: finished trips newest first, each with what it alone still pays; without hasSubsidyPermission 4003' },
    data: S.SubsidyJourneyListData,
    handler: (request) => journeyList(db, request.caller()),
  })
  post<typeof S.ApplyNoBody, Api.SubsidyJourneyProductsData>(app, at('GetJourneyProducts'), S.ApplyNoBody, {
    doc: { body: '`{ApplyNo}`', data: '`{Journey, Items: SubsidyProduct[]}`: the trip\'s orders, stays, flights, trains and cars marked Timing; not the caller\'s finished trip 4004' },
    data: S.SubsidyJourneyProductsData,
    handler: (request) => journeyProducts(db, request.caller(), request.body.ApplyNo),
  })
  post<typeof S.PreviewBody, Api.SubsidyPreviewData>(app, at('PreviewSubsidy'), S.PreviewBody, {
    doc: { body: '`{ApplyNo, OrderNos?, Dates?}`', data: '`SubsidyPreviewData`: the days timed by the chosen orders, the chosen dates selected, their unclaimed amount; an order or date outside the trip 4000' },
    data: S.SubsidyPreviewData,
    handler: (request) => previewSubsidy(db, request.caller(), request.body),
  })
  post<typeof EmptyBody, Api.SubsidyLinesData>(app, at('GetSubsidyCosts'), EmptyBody, {
    doc: { body: '`{}`', data: '`{Items: SubsidyLine[]}`: the caller\'s claimed subsidies (出差补贴 costs), Editable while on no bill' },
    data: S.SubsidyLinesData,
    handler: (request) => subsidyLines(db, request.caller()),
  })
  post<typeof S.CostIdBody, Api.SubsidyLineDetail>(app, at('GetSubsidyCost'), S.CostIdBody, {
    doc: { body: '`{CostId}`', data: '`SubsidyLineDetail`: the line and its days (halves, rate items, deductions); another member\'s 4004' },
    data: S.SubsidyLineDetailData,
    handler: (request) => subsidyLineDetail(db, request.caller(), request.body.CostId),
  })
  post<typeof S.SaveLineBody, Api.SaveSubsidyCostData>(app, at('SaveSubsidyCost'), S.SaveLineBody, {
    doc: { body: '`{CostId, Days[{Date, Keep, Deducted[meal|transport|communication]}], Remark}` (*reqId*)', data: '`{CostId, AmountFen, DayCount}`: dropped days are freed, the amount only shrinks; on a bill 4001' },
    idempotent: true,
    data: S.SaveSubsidyCostData,
    handler: (request) => db.transaction((tx) => saveSubsidyLine(tx, request.caller(), request.body)),
  })
  post<typeof EmptyBody, Api.TravelCitiesData>(app, at('GetTravelCities'), EmptyBody, {
    doc: { body: '`{}`', data: '`{Cities[{CityName, Pinyin, Initial, Tier, ProvinceName, IsHot}], DailyFenByTier}`: prefecture-level cities by pinyin; the caller\'s subsidy per tier ({} without permission)' },
    data: S.TravelCitiesData,
    handler: (request) => travelCities(db, request.caller()),
  })
}
