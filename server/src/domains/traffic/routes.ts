import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/traffic'
import type { Assert, Same } from '../../lib/type-check'
import { post } from '../../lib/route'
import { frequentLines } from './lines'
import { Arr, Bool, Int, Obj, Str } from '../../lib/data-schemas'

const FrequentLinesBody = Type.Object({ Limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })) })
export type _FrequentLines = Assert<Same<Static<typeof FrequentLinesBody>, Api.GetFrequentLinesRequest>>

export const GetFrequentLinesData = Obj({
  Lines: Arr(Obj({ FromCity: Str, ToCity: Str, FromFlightCode: Str, ToFlightCode: Str, HasTrain: Bool, Trips: Int, TrainTrips: Int, FlightTrips: Int, LastDate: Str })),
})
export type _GetFrequentLinesData = Assert<Same<Static<typeof GetFrequentLinesData>, Api.GetFrequentLinesData>>

/** b2b Order/GetFrequentLines: the caller's frequent train and flight lines (交通首页, decision 0341). */
export default async function trafficRoutes(app: FastifyInstance) {
  post<typeof FrequentLinesBody, Api.GetFrequentLinesData>(app, { module: 'b2b', path: '/Order/GetFrequentLines' }, FrequentLinesBody, {
    doc: { body: '`{Limit?}` (1–20, default 8)', data: '`{Lines[{FromCity, ToCity, FromFlightCode, ToFlightCode, HasTrain, Trips, TrainTrips, FlightTrips, LastDate}]}`: the caller\'s own bookings of the last 365 days, most trips first; none: 2000' },
    data: GetFrequentLinesData,
    handler: (request) => frequentLines(app.db, app.trainSupplier, app.flightSupplier, request.caller(), request.body.Limit ?? 8),
  })
}
