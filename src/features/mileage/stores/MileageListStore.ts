import type { MileageRecord } from '@api/mileage'
import { PagedList } from '../../orders/public'
import type { MileageApi } from '../api/mileageApi'

const PAGE_SIZE = 10

/** 里程列表: the member's trips, newest first, page by page. */
export function createMileageList(api: MileageApi): PagedList<MileageRecord> {
  return new PagedList<MileageRecord>(
    async (pageIndex, pageSize) => {
      const page = await api.list(pageIndex, pageSize)
      return { items: page.Items, total: page.Total }
    },
    (r) => r.MileageId,
    PAGE_SIZE,
    '里程记录加载失败，请重试',
  )
}
