import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/flight'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, IdSchema, PhoneSchema } from '../../lib/schemas'

const CityCode = Type.String({ pattern: '^[A-Z]{3}$' })
const Cabin = Type.Union([Type.Literal('Y'), Type.Literal('W'), Type.Literal('C'), Type.Literal('F')])
const FenSchema = Type.Integer({ minimum: 0, maximum: 100_000_000_00 })
export const OrderNoBody = Type.Object({ OrderNo: Type.String({ pattern: '^[A-Z]\\d{8,24}$' }) })

export const CitiesBody = Type.Object({ IsInternational: Type.Optional(Type.Boolean()) })
export const FlightListBody = Type.Object({
  DepartCityCode: CityCode,
  ArriveCityCode: CityCode,
  DepartDate: DateSchema,
  CabinClass: Type.Optional(Type.Union([Cabin, Type.Literal('')])),
})
export const SeatListBody = Type.Object({ FlightNo: Type.String({ pattern: '^[A-Z0-9]{2}\\d{3,4}$' }), DepartDate: DateSchema, DepartCityCode: CityCode, ArriveCityCode: CityCode })

const Passenger = Type.Object({
  Name: Type.String({ minLength: 1, maxLength: 40 }),
  IdType: Type.Union([Type.Literal(1), Type.Literal(2)]),
  IdNo: Type.String({ minLength: 5, maxLength: 18 }),
  Phone: Type.Union([PhoneSchema, Type.Literal('')]),
  MemberId: Type.Union([IdSchema, Type.Literal('')]),
})
export const CreateOrderBody = Type.Object({
  Segments: Type.Array(Type.Object({ FareId: Type.String({ minLength: 10, maxLength: 60 }), ExpectedPriceFen: FenSchema }), { minItems: 1, maxItems: 2 }),
  Passengers: Type.Array(Passenger, { minItems: 1, maxItems: 9 }),
  Contact: Type.Object({ Name: Type.String({ minLength: 1, maxLength: 30 }), Phone: PhoneSchema }),
  CostCenterName: Type.String({ maxLength: 50 }),
  ProjectName: Type.String({ maxLength: 50 }),
  OverStandardReason: Type.String({ maxLength: 200 }),
  IsPrivate: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
})
export const RefundBody = Type.Object({ OrderNo: OrderNoBody.properties.OrderNo, Reason: Type.String({ maxLength: 200 }) })

export type _Cities = Assert<Same<Static<typeof CitiesBody>, Api.GetFlightCitiesRequest>>
export type _List = Assert<Same<Static<typeof FlightListBody>, Api.QueryFlightListRequest>>
export type _Seats = Assert<Same<Static<typeof SeatListBody>, Api.QuerySeatListRequest>>
export type _Create = Assert<Same<Static<typeof CreateOrderBody>, Api.CreateFlightOrderRequest>>
export type _Refund = Assert<Same<Static<typeof RefundBody>, Api.RefundFlightOrderRequest>>
