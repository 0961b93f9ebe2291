/**
 * 同行 (my2.0/together, decision 0286): for each of the caller's coming trips, colleagues of the same enterprise
 * whose trips reach the same city over overlapping days. common api/order/GetTogetherList `{}`; 2000 when none.
 */
export type Companion = { MemberName: string; ProductType: number; Title: string; StartTime: string; EndTime: string | null }
export type TogetherTrip = {
  OrderNo: string
  ProductType: number
  Title: string
  ArrivalCityName: string
  StartTime: string
  EndTime: string | null
  Companions: Companion[]
}
export type GetTogetherListData = { Trips: TogetherTrip[] }
