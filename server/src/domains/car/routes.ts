import type { FastifyInstance } from 'fastify'
import { pinyin } from 'pinyin-pro'
import type * as Api from '../../../../types/api/car'
import { post } from '../../lib/route'
import { noResult } from '../../lib/answer'
import { businessRule, invalidInput } from '../../lib/errors'
import { quotePrice, submitCarOrder, validTravelStandard } from './booking'
import { carFlightOf, flightRides } from './flightRide'
import { CAR_PRODUCT_TYPE } from './product'
import * as S from './schemas'
import { CAR_CITIES } from './supplier/places'
import { cityAt, reverseGeocode, searchPlaces } from './supplier/geocoder'
import { wgs84ToGcj02 } from './supplier/coordinates'
import { rePushDidiMember } from './didi'
import { cancelCarOrder, cancelConsume, CANCEL_REASONS, queryOrderExt } from './trip'

const M = 'car'

/** The car module (all POST): places on the map, price, standard, calling a car, the trip, cancel. */
export default async function carRoutes(app: FastifyInstance) {
  const { db } = app
  const product = () => app.orderProducts.of(CAR_PRODUCT_TYPE)
  const hiddenOf = async (memberId: number) => {
    const { rows } = await db.query<{ name: string }>('select name from car_hidden_points where member_id = $1', [memberId])
    const names = new Set(rows.map((r) => r.name))
    return (name: string) => names.has(name)
  }

  post<typeof S.GeocodeBody, Api.SearchGeocodeReGeoData>(app, { module: M, path: '/api/guide/SearchGeocodeReGeo' }, S.GeocodeBody, {
    doc: { body: '`SearchGeocodeReGeoRequest` (Coordtype gcj02, one coordinate)', data: '`{Regeocode, RecommendPointList, ExtraRecommendPointList, RecommendChoiceList, GreenAreaCoordinateList, IsGreenArea}`; outside the served cities 4001' },
    data: S.SearchGeocodeReGeoData,
    handler: async (request) => {
      const body = request.body
      const [point] = body.CoordinateList
      const found = reverseGeocode({ lon: point.Lon, lat: point.Lat }, {
        recommend: body.IsSearchRecommendPoint === 1,
        adsorb: body.IsProcessAdsorb === 1,
        isHidden: await hiddenOf(request.caller().memberId),
      })
      if (!found) throw businessRule('当前位置暂未开通用车服务')
      return found
    },
  })
  post<typeof S.PoiBody, Api.PoiPlaceTextData>(app, { module: M, path: '/api/guide/POIPlaceText' }, S.PoiBody, {
    doc: { body: '`{CityCode, Keyword, Location?}`', data: '`{Pois[{Name, Address, CityCode, CityName, Longitude, Latitude, Category, Distance}]}`; none: 2000; unknown city 4000' },
    data: S.PoiPlaceTextData,
    handler: async (request) => {
      const { CityCode, Keyword, Location } = request.body
      const pois = searchPlaces(CityCode, Keyword, Location ? { lon: Location.Lon, lat: Location.Lat } : null)
      if (!pois) throw invalidInput('该城市暂未开通用车服务')
      return pois.length === 0 ? noResult({ Pois: [] }, '没有找到相关地点') : { Pois: pois }
    },
  })
  post<typeof S.EmptyBody, Api.GetCarCityListData>(app, { module: M, path: '/api/tc/GetCityList' }, S.EmptyBody, {
    doc: { body: '`{}`', data: '`{Cities[{CityCode, CityName, Pinyin (syllables apart, pinyin-pro), Longitude, Latitude}]}`: the cities the provider serves' },
    data: S.GetCarCityListData,
    handler: async () => ({ Cities: CAR_CITIES.map((c) => ({ CityCode: c.code, CityName: c.name, Pinyin: pinyin(c.name, { toneType: 'none' }), Longitude: c.lon, Latitude: c.lat })) }),
  })
  post<typeof S.ConvertBody, Api.ConvertCoordinateData>(app, { module: M, path: '/api/guide/ConvertCoordinate' }, S.ConvertBody, {
    doc: { body: '`{From: \'wgs84\', CoordinateList}`', data: '`{CoordinateList}` in GCJ-02' },
    data: S.ConvertCoordinateData,
    handler: async (request) => ({ CoordinateList: request.body.CoordinateList.map((c) => { const g = wgs84ToGcj02({ lon: c.Lon, lat: c.Lat }); return { Lon: g.lon, Lat: g.lat } }) }),
  })
  post<typeof S.HideBody, Api.HideRecommendAddressData>(app, { module: M, path: '/api/guide/HideRecommendAddress' }, S.HideBody, {
    doc: { body: '`{Name, Longitude, Latitude}`', data: '`{Hidden: true}`: the point is no longer recommended to the caller' },
    data: S.HideRecommendAddressData,
    handler: async (request) => {
      if (!cityAt({ lon: request.body.Longitude, lat: request.body.Latitude })) throw invalidInput('该地点不在服务范围内')
      await db.query('insert into car_hidden_points (member_id, name) values ($1, $2) on conflict do nothing', [request.caller().memberId, request.body.Name])
      return { Hidden: true as const }
    },
  })
  post<typeof S.FlightBody, Api.QueryCarFlightData>(app, { module: M, path: '/api/flight/QueryFlight' }, S.FlightBody, {
    doc: {
      body: '`{FlightNo, FlightDate (departure date), UseType: 3 接机 | 4 送机}`',
      data: '`{Flights[CarFlight]}`: 航班动态 (estimated times once the airline announced a delay), the terminal as the pick-up (接机) or drop-off (送机), 接机\'s PickUpTime; none in a served city 2000; malformed number or date 4000',
    },
    data: S.QueryCarFlightData,
    handler: async (request) => {
      const { UseType, ...ref } = request.body
      const flights = flightRides(ref, UseType, new Date()).map((ride) => carFlightOf(ride, UseType))
      return flights.length === 0 ? noResult({ Flights: [] }, UseType === 3 ? '未查到该航班，或航班到达城市暂未开通用车服务' : '未查到该航班，或航班出发城市暂未开通用车服务') : { Flights: flights }
    },
  })
  post<typeof S.PriceBody, Api.QueryPriceData>(app, { module: M, path: '/api/order/QueryPrice' }, S.PriceBody, {
    doc: {
      body: '`{UseType, Start, End, DepartTime, Flight? (接机 required, 送机 optional: {FlightNo, FlightDate}), PackageCode? (日租 required: half | day)}`',
      data: '`{Distance (米), Duration (分钟), DistanceUnit, DurationUnit, PriceList[{CarType, CarTypeName, EstimateFen, Seats, Rental?}], PickUpTime}` (a flight\'s pick-up: 接机 its arrival, 送机 worked back from departure); too near/far, unserved, no flight or package 4000; cancelled flight 4001',
    },
    data: S.QueryPriceData,
    handler: async (request) => quotePrice(request.body),
  })
  post<typeof S.StandardBody, Api.ValidTravelStandardData>(app, { module: M, path: '/api/order/ValidTravelStandard' }, S.StandardBody, {
    doc: { body: '`{UseType, CarType, EstimateFen, CityCode}`', data: '`{NeedReason, Reasons[{Code, Text}], Tip}` by carReasonRequiredCode and temporaryCarNotNeedReason; no car right 4003' },
    data: S.ValidTravelStandardData,
    handler: async (request) => validTravelStandard(db, request.caller(), request.body),
  })
  post<typeof S.SubmitBody, Api.SubmitCarOrderData>(app, { module: M, path: '/api/order/SubmitOrderNew' }, S.SubmitBody, {
    doc: { body: '`SubmitCarOrderRequest` (*reqId*)', data: '`{OrderNo, OrderStatus, EstimateFen, NeedApproval}` (under the enterprise\'s car approval: PendingApproval, the car is called once approved); re-priced (changed 4001), reason rule (4000), car right (4003)' },
    idempotent: true,
    data: S.SubmitCarOrderData,
    handler: (request) => submitCarOrder(db, app.rideSupplier, product(), request.caller(), request.body, request.idempotencyKey?.reqId ?? null),
  })
  post<typeof S.OrderNoBody, Api.QueryOrderExtData>(app, { module: M, path: '/api/order/QueryOrderExt' }, S.OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`QueryOrderExtData`: the order and the trip (RidePhase, Driver with position, ETA, fee); not the caller\'s 4004' },
    data: S.QueryOrderExtData,
    handler: (request) => queryOrderExt(db, app.rideSupplier, product(), request.caller(), request.body.OrderNo),
  })
  post<typeof S.OrderNoBody, Api.GetCancelConsumeData>(app, { module: M, path: '/api/order/GetCancelConsume' }, S.OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`{CanCancel, CancelFeeFen, Tip}`' },
    data: S.GetCancelConsumeData,
    handler: (request) => cancelConsume(db, app.rideSupplier, product(), request.caller(), request.body.OrderNo),
  })
  post<typeof S.EmptyBody, Api.GetCancelReasonDescData>(app, { module: M, path: '/api/order/GetCancelReasonDesc' }, S.EmptyBody, {
    doc: { body: '`{}`', data: '`{Reasons}`' },
    data: S.GetCancelReasonDescData,
    handler: async () => ({ Reasons: CANCEL_REASONS }),
  })
  post<typeof S.CancelBody, Api.CancelCarOrderData>(app, { module: M, path: '/api/order/CancelOrder' }, S.CancelBody, {
    doc: { body: '`{OrderNo, Reason}` (*reqId*)', data: '`{OrderNo, OrderStatus, CancelFeeFen}`; trip started 4001' },
    idempotent: true,
    data: S.CancelCarOrderData,
    handler: (request) => cancelCarOrder(db, app.rideSupplier, product(), request.caller(), request.body),
  })
  post<typeof S.NearbyBody, Api.DriverNearByCarData>(app, { module: M, path: '/api/driver/DriverNearByCar' }, S.NearbyBody, {
    doc: { body: '`{Longitude, Latitude}`', data: '`{Cars[{Lon, Lat}]}`; outside the served cities: none' },
    data: S.DriverNearByCarData,
    handler: async (request) => {
      const at = { lon: request.body.Longitude, lat: request.body.Latitude }
      return { Cars: cityAt(at) ? app.rideSupplier.nearbyCars(at) : [] }
    },
  })
  post<typeof S.EmptyBody, Api.RePushDidiMemberData>(app, { module: M, path: '/api/didi/RePushDidiMember' }, S.EmptyBody, {
    doc: { body: '`{}`', data: '`{Pushed, PhoneMasked, PushedAt, PushCount}`: the caller pushed again to DiDi\'s enterprise channel; no DiDi entrance 4001, no car right 4003' },
    data: S.RePushDidiMemberData,
    handler: (request) => rePushDidiMember(db, request.caller()),
  })
}
