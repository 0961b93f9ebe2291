import type { QueryTransferListData, QueryTransferListRequest, TransferPlan } from '../../../../types/api/train'
import { connectionWait } from '@domain/train/transfer'
import { noResult, type Answer } from '../../lib/answer'
import { invalidInput } from '../../lib/errors'
import { checkTravelDate, stationCodes, toItem } from './search'
import type { TrainSupplier } from './supplier/index'

const MAX_PLANS = 20

/**
 * 中转 plans for one date: every city of the network other than the two ends, first trains into it and second trains
 * out of it that connect by domain/train/transfer.ts and arrive the same day; earliest arrival first, then shortest.
 */
export async function transferList(supplier: TrainSupplier, body: QueryTransferListRequest): Promise<QueryTransferListData | Answer<QueryTransferListData>> {
  checkTravelDate(body.Date)
  const from = stationCodes(supplier, body.From)
  const to = stationCodes(supplier, body.To)
  if (from.length === 0 || to.length === 0) throw invalidInput('出发站或到达站不存在，请重新选择')
  const ends = new Set([...from, ...to])
  const cities = [...new Set(supplier.stations().filter((s) => !ends.has(s.code)).map((s) => s.city))]
  const plans: TransferPlan[] = []
  for (const city of cities) {
    const middle = supplier.stations().filter((s) => s.city === city).map((s) => s.code)
    const firsts = (await supplier.search(from, middle, body.Date)).filter((t) => t.to.arriveMinute < 1440)
    if (firsts.length === 0) continue
    const seconds = (await supplier.search(middle, to, body.Date)).filter((t) => t.to.arriveMinute < 1440)
    for (const first of firsts) {
      for (const second of seconds) {
        const wait = connectionWait({
          arriveMinute: first.to.arriveMinute,
          arriveStation: first.to.stationCode,
          departMinute: second.from.departMinute,
          departStation: second.from.stationCode,
        })
        if (wait === null) continue
        plans.push({
          TransferCity: city,
          IsSameStation: first.to.stationCode === second.from.stationCode,
          WaitMinutes: wait,
          TotalMinutes: second.to.arriveMinute - first.from.departMinute,
          First: toItem(first),
          Second: toItem(second),
        })
      }
    }
  }
  plans.sort((a, b) => a.Second.ArriveTime.localeCompare(b.Second.ArriveTime) || a.TotalMinutes - b.TotalMinutes)
  const data = { Plans: plans.slice(0, MAX_PLANS) }
  return data.Plans.length === 0 ? noResult(data, '暂无中转方案') : data
}
