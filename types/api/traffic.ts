/**
 * 交通首页 and 综合交通 (decision 0341): the member's frequent lines, from the train and flight orders they booked.
 * b2b `Order/GetFrequentLines`.
 */
import type { DateString } from './envelope'

export type FrequentLine = {
  /** City names as travellers say them: 北京, 上海. */
  FromCity: string
  ToCity: string
  /** IATA city codes for a flight search, '' when the city has no airport served. */
  FromFlightCode: string
  ToFlightCode: string
  /** Whether both cities have stations the rail channel sells. */
  HasTrain: boolean
  /** Trips booked on this line in the last 365 days (train orders and flight segments). */
  Trips: number
  TrainTrips: number
  FlightTrips: number
  /** The latest trip already taken ('' while every booking of the line is ahead). */
  LastDate: DateString | ''
}

/** POST /b2b/Order/GetFrequentLines. Body: { Limit? } (1–20, default 8). Empty: code 2000. */
export type GetFrequentLinesRequest = { Limit?: number }
export type GetFrequentLinesData = { Lines: FrequentLine[] }
