import type { CouponItem, GetMyCouponsRequest } from '@api/coupons'
import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../orders/public'
import type { CouponApi } from '../api/couponApi'

export type CouponTab = GetMyCouponsRequest['Tab']

const PAGE_SIZE = 20

/** 我的优惠券: the current or the history list, a page at a time; the tab switches and reloads. */
export class CouponListStore {
  tab: CouponTab
  readonly list: PagedList<CouponItem>

  constructor(
    private readonly api: CouponApi,
    tab: CouponTab,
  ) {
    this.tab = tab
    this.list = new PagedList<CouponItem>(
      async (pageIndex, pageSize) => {
        const data = await this.api.page(this.tab, pageIndex, pageSize)
        return { items: data.List ?? [], total: data.Total ?? 0 }
      },
      (coupon) => coupon.CouponId,
      PAGE_SIZE,
      '优惠券加载失败，请重试',
    )
    makeAutoObservable<CouponListStore, 'api'>(this, { api: false, list: false })
  }

  get emptyText(): string {
    return this.tab === 'current' ? '暂无可用优惠券' : '暂无历史优惠券'
  }

  fetch(): Promise<boolean> {
    return this.list.fetch()
  }

  select(tab: CouponTab): Promise<boolean> {
    if (tab === this.tab) return Promise.resolve(true)
    this.tab = tab
    this.list.reset()
    return this.list.fetch()
  }
}
