import type { Db } from '../../db/types'
import type * as Api from '../../../../types/api/common'
import { noResult, type Answer } from '../../lib/answer'
import { invalidInput, notFound } from '../../lib/errors'
import { isRealDate } from '../../lib/time'
import type { Member } from '../../lib/caller'
import * as repo from './repository'

const DEFAULT_PAGE_SIZE = 20

export async function tripList(db: Db, member: Member, body: Api.GetTripListRequest): Promise<Api.GetTripListData> {
  const page = { index: body.PageIndex ?? 1, size: body.PageSize ?? DEFAULT_PAGE_SIZE }
  const { trips, total } = await repo.findTrips(db, member.memberId, { scope: body.TripScope ?? 0 }, page)
  return { Trips: trips, Total: total, PageIndex: page.index, PageSize: page.size }
}

export async function searchTrips(db: Db, member: Member, body: Api.GetSearchTripListRequest): Promise<Api.GetSearchTripListData | Answer<Api.GetSearchTripListData>> {
  for (const date of [body.StartDate, body.EndDate]) if (date !== undefined && !isRealDate(date)) throw invalidInput('日期格式不正确')
  if (body.StartDate && body.EndDate && body.StartDate > body.EndDate) throw invalidInput('开始日期不能晚于结束日期')
  const page = { index: body.PageIndex ?? 1, size: body.PageSize ?? DEFAULT_PAGE_SIZE }
  const { trips, total } = await repo.findTrips(
    db,
    member.memberId,
    { keyword: body.Keyword?.trim() || undefined, productType: body.ProductType, startDate: body.StartDate, endDate: body.EndDate },
    page,
  )
  const data = { Trips: trips, Total: total, PageIndex: page.index, PageSize: page.size }
  return total === 0 ? noResult(data, '没有找到相关行程') : data
}

export async function readFlag(db: Db, member: Member): Promise<Api.GetReadFlagData> {
  const unread = await repo.findUnreadOrderNos(db, member.memberId)
  return { UnreadOrderNos: unread, HasUnread: unread.length > 0 }
}

/** Marks trips read; an order number that is not the member's fails the whole call with 4004. */
export async function updateReadFlag(db: Db, member: Member, body: Api.UpdateReadFlagRequest): Promise<Api.UpdateReadFlagData> {
  const orderNos = [...new Set(body.OrderNos)]
  if (orderNos.length > 0 && (await repo.countMine(db, member.memberId, orderNos)) !== orderNos.length) throw notFound('订单不存在')
  return { UpdatedCount: await repo.markRead(db, member.memberId, orderNos.length > 0 ? orderNos : null) }
}

export async function errorOrderCount(db: Db, member: Member): Promise<Api.GetErrorOrderCountData> {
  return repo.countErrorOrders(db, member.memberId)
}
