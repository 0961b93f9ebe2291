import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/train'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, IdSchema, PhoneSchema } from '../../lib/schemas'

export { EmptyBody } from '../../lib/schemas'

const OrderNoSchema = Type.String({ pattern: '^[A-Z]\\d{8,24}$' })
const StationKey = Type.String({ minLength: 1, maxLength: 20 })
const TrainNoSchema = Type.String({ pattern: '^[GDCZTK]\\d{1,5}$' })
const SeatCodeSchema = Type.Union([
  Type.Literal('9'), Type.Literal('M'), Type.Literal('O'), Type.Literal('4'), Type.Literal('3'), Type.Literal('1'), Type.Literal('W'),
])

export const StationListBody = Type.Object({ Keyword: Type.String({ maxLength: 30 }) })
export type _StationList = Assert<Same<Static<typeof StationListBody>, Api.GetStationListRequest>>

export const TrainListBody = Type.Object({ From: StationKey, To: StationKey, Date: DateSchema, OnlyHighSpeed: Type.Union([Type.Literal(0), Type.Literal(1)]) })
export type _TrainList = Assert<Same<Static<typeof TrainListBody>, Api.QueryTrainListRequest>>

export const StopStationsBody = Type.Object({ TrainNo: TrainNoSchema, Date: DateSchema })
export type _StopStations = Assert<Same<Static<typeof StopStationsBody>, Api.GetStopStationsRequest>>

const Passenger = Type.Object({
  Name: Type.String({ minLength: 1, maxLength: 30 }),
  IdNo: Type.String({ pattern: '^\\d{17}[\\dXx]$' }),
  Phone: Type.Union([PhoneSchema, Type.Literal('')]),
  MemberId: Type.Union([IdSchema, Type.Literal('')]),
})

export const CreateOrderBody = Type.Object({
  TrainNo: TrainNoSchema,
  Date: DateSchema,
  FromStationCode: StationKey,
  ToStationCode: StationKey,
  SeatCode: SeatCodeSchema,
  Passengers: Type.Array(Passenger, { minItems: 1, maxItems: 5 }),
  Contact: Type.Object({ Name: Type.String({ minLength: 1, maxLength: 30 }), Phone: PhoneSchema }),
  ExpectedTotalFen: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  OverStandardReason: Type.String({ maxLength: 200 }),
})
export type _CreateOrder = Assert<Same<Static<typeof CreateOrderBody>, Api.CreateTrainOrderRequest>>

export const OrderNoBody = Type.Object({ OrderNo: OrderNoSchema })
export type _OrderNo = Assert<Same<Static<typeof OrderNoBody>, Api.TrainOrderNoRequest>>

export const ReasonBody = Type.Object({ OrderNo: OrderNoSchema, Reason: Type.String({ maxLength: 200 }) })
export type _Refund = Assert<Same<Static<typeof ReasonBody>, Api.RefundTrainTicketRequest>>

export const TransferListBody = Type.Object({ From: StationKey, To: StationKey, Date: DateSchema })
export type _TransferList = Assert<Same<Static<typeof TransferListBody>, Api.QueryTransferListRequest>>

export const ChangeBody = Type.Object({ OrderNo: OrderNoSchema, TrainNo: TrainNoSchema, Date: DateSchema, SeatCode: SeatCodeSchema, ExpectedTotalFen: Type.Integer({ minimum: 0, maximum: 100_000_000 }) })
export type _Change = Assert<Same<Static<typeof ChangeBody>, Api.ChangeTrainTicketRequest>>

export const CreateGrabBody = Type.Object({
  From: StationKey,
  To: StationKey,
  TrainNos: Type.Array(TrainNoSchema, { minItems: 1, maxItems: 5 }),
  SeatCodes: Type.Array(SeatCodeSchema, { minItems: 1, maxItems: 3 }),
  Dates: Type.Array(DateSchema, { minItems: 1, maxItems: 3 }),
  Deadline: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$' }),
  Passengers: Type.Array(Passenger, { minItems: 1, maxItems: 5 }),
  Contact: Type.Object({ Name: Type.String({ minLength: 1, maxLength: 30 }), Phone: PhoneSchema }),
  OverStandardReason: Type.String({ maxLength: 200 }),
})
export type _CreateGrab = Assert<Same<Static<typeof CreateGrabBody>, Api.CreateGrabTaskRequest>>

export const GrabTaskNoBody = Type.Object({ TaskNo: Type.String({ pattern: '^Q\\d{8,24}$' }) })
export type _GrabTaskNo = Assert<Same<Static<typeof GrabTaskNoBody>, Api.GrabTaskNoRequest>>
