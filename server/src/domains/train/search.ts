import type { GetStationListData, GetStopStationsData, QueryTrainListData, QueryTrainListRequest, TrainItem } from '../../../../types/api/train'
import { searchStations } from '@domain/train/stationSearch'
import { noResult, type Answer } from '../../lib/answer'
import { invalidInput, notFound } from '../../lib/errors'
import { shanghaiDate } from '../../lib/time'
import { presaleDateError } from '@domain/train/presale'
import { minuteText } from './supplier/timetable'
import type { SupplierTrip, TrainSupplier } from './supplier/index'

const HIGH_SPEED = ['G', 'D', 'C']

export function stationList(supplier: TrainSupplier, keyword: string): GetStationListData | Answer<GetStationListData> {
  const stations = searchStations(supplier.stations(), keyword, (s) => s)
  const data = { Stations: stations.map((s) => ({ Code: s.code, Name: s.name, CityName: s.city, Pinyin: s.pinyin, Initials: s.initials, IsHot: s.isHot })) }
  return stations.length === 0 ? noResult(data, '未找到相关车站') : data
}

/** A station code, or a city name for every station of that city. */
export function stationCodes(supplier: TrainSupplier, key: string): string[] {
  const all = supplier.stations()
  const byCode = all.find((s) => s.code === key)
  if (byCode) return [byCode.code]
  return all.filter((s) => s.city === key || s.name === key).map((s) => s.code)
}

/** A date inside 12306's presale window (decision 0160), else 4000 with the reason. */
export function checkTravelDate(date: string, today = shanghaiDate()): void {
  const error = presaleDateError(date, today)
  if (error) throw invalidInput(error)
}

export function toItem(trip: SupplierTrip): TrainItem {
  const duration = trip.to.arriveMinute - trip.from.departMinute
  return {
    TrainNo: trip.trainNo,
    TrainType: trip.type,
    FromStationCode: trip.from.stationCode,
    FromStationName: trip.from.stationName,
    ToStationCode: trip.to.stationCode,
    ToStationName: trip.to.stationName,
    StartStationName: trip.startStationName,
    EndStationName: trip.endStationName,
    DepartTime: minuteText(trip.from.departMinute),
    ArriveTime: minuteText(trip.to.arriveMinute),
    ArriveDayOffset: Math.floor(trip.to.arriveMinute / 1440) - Math.floor(trip.from.departMinute / 1440),
    DurationMinutes: duration,
    DistanceKm: trip.distanceKm,
    Seats: trip.seats.map((s) => ({ SeatCode: s.code, SeatName: s.name, PriceFen: s.priceFen, Remaining: s.remaining })),
  }
}

export async function trainList(supplier: TrainSupplier, body: QueryTrainListRequest): Promise<QueryTrainListData | Answer<QueryTrainListData>> {
  checkTravelDate(body.Date)
  const from = stationCodes(supplier, body.From)
  const to = stationCodes(supplier, body.To)
  if (from.length === 0) throw invalidInput('出发站不存在，请重新选择')
  if (to.length === 0) throw invalidInput('到达站不存在，请重新选择')
  if (from.some((code) => to.includes(code))) throw invalidInput('出发站和到达站不能相同')
  const trips = await supplier.search(from, to, body.Date)
  const trains = trips.filter((t) => body.OnlyHighSpeed === 0 || HIGH_SPEED.includes(t.type)).map(toItem)
  return trains.length === 0 ? noResult({ Trains: [] }, '暂无直达车次') : { Trains: trains }
}

export function stopStations(supplier: TrainSupplier, trainNo: string): GetStopStationsData {
  const stops = supplier.stops(trainNo)
  if (!stops) throw notFound('车次不存在')
  const first = stops[0].departMinute
  return {
    TrainNo: trainNo,
    Stops: stops.map((s, i) => ({
      Index: s.index,
      StationName: s.stationName,
      ArriveTime: i === 0 ? '----' : minuteText(s.arriveMinute),
      DepartTime: i === stops.length - 1 ? '----' : minuteText(s.departMinute),
      StopMinutes: i === 0 || i === stops.length - 1 ? 0 : s.departMinute - s.arriveMinute,
      DayOffset: Math.floor(s.arriveMinute / 1440) - Math.floor(first / 1440),
    })),
  }
}
