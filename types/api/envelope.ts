import type { ResultCodeValue } from './codes'

/**
 * Every answer of every module. `Code === '0000'` is success; Data is null on failure. The server answers with a
 * ResultCode; the app's request layer reads it as `ApiEnvelope<T, string>` (its ApiResult): it also meets codes it
 * did not choose (an older module's, '-1' for a network failure it makes up).
 */
export type ApiEnvelope<TData, TCode extends string = ResultCodeValue> = {
  Code: TCode
  Msg: string
  Data: TData
}

/** A call whose body carries nothing but the identity fields the request layer adds. */
export type EmptyRequest = Record<string, never>

/** Id of a member (also called CustomerId), an enterprise, a department...: a decimal string. */
export type Id = string

/** Money is always an integer number of fen (分). */
export type Fen = number

/** Calendar date in Asia/Shanghai, YYYY-MM-DD. */
export type DateString = string

/** Instant, ISO 8601 with offset (+08:00). */
export type InstantString = string

/** 1 hotel, 5 flight, 6 train, 7 car (foundations section 3), 8 takeout (外卖, decision 0104). */
export type ProductType = 1 | 5 | 6 | 7 | 8

/** settings.bookingMethod: 1 business travel (因公), 2 private (因私). */
export type BookingMethod = 1 | 2
