import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/companions'
import { noResult } from '../../lib/answer'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import { shanghaiIso } from '../../lib/time'
import { Arr, Int, Nullable, Obj, Str } from '../../lib/data-schemas'
import type { Assert, Same } from '../../lib/type-check'
import type { Static } from '@sinclair/typebox'

type Row = {
  order_no: string; product_type: number; title: string; city: string; start_time: Date; end_time: Date | null
  c_name: string | null; c_product: number | null; c_title: string | null; c_start: Date | null; c_end: Date | null
}

const iso = (at: Date | null) => (at ? shanghaiIso(new Date(at)) : null)

export const GetTogetherListData = Obj({
  Trips: Arr(Obj({
    OrderNo: Str, ProductType: Int, Title: Str, ArrivalCityName: Str, StartTime: Str, EndTime: Nullable(Str),
    Companions: Arr(Obj({ MemberName: Str, ProductType: Int, Title: Str, StartTime: Str, EndTime: Nullable(Str) })),
  })),
})
export type _GetTogetherListData = Assert<Same<Static<typeof GetTogetherListData>, Api.GetTogetherListData>>

/** common api/order/GetTogetherList: colleagues on the same city at the same time (decision 0286). */
export default async function companionRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof EmptyBody, Api.GetTogetherListData>(app, { module: 'common', path: '/api/order/GetTogetherList' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Trips[{OrderNo, ProductType, Title, ArrivalCityName, StartTime, EndTime, Companions[{MemberName, ProductType, Title, StartTime, EndTime}]}]}`; the caller\'s coming trips that have colleagues; 2000 when none' },
    data: GetTogetherListData,
    handler: async (request) => {
      const member = request.caller()
      // A trip's days (Shanghai) run from its start to its end (or the start's day when it has none); same city, overlapping days.
      const { rows } = await db.query<Row>(
        `select o.order_no, o.product_type, o.title, o.arrival_city_name as city, o.start_time, o.end_time,
                c.traveller_name as c_name, c.product_type as c_product, c.title as c_title, c.start_time as c_start, c.end_time as c_end
           from orders o
           join orders c on c.enterprise_id = o.enterprise_id and c.traveller_member_id <> o.traveller_member_id
                        and c.is_trip and c.arrival_city_name = o.arrival_city_name and c.arrival_city_name <> ''
                        and (c.start_time at time zone 'Asia/Shanghai')::date <= (coalesce(o.end_time, o.start_time) at time zone 'Asia/Shanghai')::date
                        and (coalesce(c.end_time, c.start_time) at time zone 'Asia/Shanghai')::date >= (o.start_time at time zone 'Asia/Shanghai')::date
          where o.traveller_member_id = $1 and o.enterprise_id = $2 and o.is_trip
            and coalesce(o.end_time, o.start_time) >= now()
          order by o.start_time, o.order_no, c.start_time`,
        [member.memberId, member.enterpriseId],
      )
      const trips = new Map<string, Api.TogetherTrip>()
      for (const r of rows) {
        const trip = trips.get(r.order_no) ?? {
          OrderNo: r.order_no, ProductType: r.product_type, Title: r.title, ArrivalCityName: r.city,
          StartTime: shanghaiIso(new Date(r.start_time)), EndTime: iso(r.end_time), Companions: [],
        }
        trips.set(r.order_no, trip)
        if (r.c_name) trip.Companions.push({ MemberName: r.c_name, ProductType: Number(r.c_product), Title: r.c_title ?? '', StartTime: iso(r.c_start) ?? '', EndTime: iso(r.c_end) })
      }
      const data = { Trips: [...trips.values()] }
      return data.Trips.length === 0 ? noResult(data, '近期没有同行的同事') : data
    },
  })
}
