import { COUPON_PRODUCT_NAME, COUPON_STATUS_TEXT, couponRules, couponStatus } from '@domain/coupon/couponRules'
import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/coupons'
import type { Member } from '../../lib/caller'
import { noResult, type Answer } from '../../lib/answer'
import { notFound } from '../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../lib/time'

type CouponRow = {
  id: number; name: string; discount_fen: number; threshold_fen: number; expire_date: string; order_no: string | null; created_at: Date; total?: number
}

/** Hotel coupons are the ones issued today (product type 1); other products' coupons join this list by product. */
const HOTEL = 1

const SELECT = `select c.id, c.name, c.discount_fen::int as discount_fen, c.threshold_fen::int as threshold_fen,
                       to_char(c.expire_date, 'YYYY-MM-DD') as expire_date, o.order_no, c.created_at`

function itemOf(row: CouponRow, today: string): Api.CouponItem {
  const usedOrderNo = row.order_no ?? ''
  const status = couponStatus({ expireDate: row.expire_date, usedOrderNo }, today)
  return {
    CouponId: String(row.id),
    Name: row.name,
    DiscountFen: Number(row.discount_fen),
    ThresholdFen: Number(row.threshold_fen),
    ExpireDate: row.expire_date,
    ProductType: HOTEL,
    ProductName: COUPON_PRODUCT_NAME[HOTEL],
    Status: status,
    StatusText: COUPON_STATUS_TEXT[status],
    UsedOrderNo: usedOrderNo,
    IssuedAt: shanghaiIso(new Date(row.created_at)),
  }
}

/** Current: unused and not past their last day, the soonest to expire first. History: used or expired, newest first. */
export async function myCoupons(db: Queryable, member: Member, body: Api.GetMyCouponsRequest): Promise<Api.GetMyCouponsData | Answer<Api.GetMyCouponsData>> {
  const today = shanghaiDate()
  const size = body.PageSize ?? 20
  const offset = ((body.PageIndex ?? 1) - 1) * size
  const current = body.Tab === 'current'
  const { rows } = await db.query<CouponRow>(
    `${SELECT}, count(*) over ()::int as total
       from hotel_coupons c
       join members m on m.id = c.member_id and m.enterprise_id = $2
       left join orders o on o.id = c.used_order_id
      where c.member_id = $1
        and ${current ? 'c.used_order_id is null and c.expire_date >= $3::date' : '(c.used_order_id is not null or c.expire_date < $3::date)'}
      order by ${current ? 'c.expire_date, c.discount_fen desc, c.id' : 'c.expire_date desc, c.id desc'}
      limit $4 offset $5`,
    [member.memberId, member.enterpriseId, today, size, offset],
  )
  const data = { List: rows.map((r) => itemOf(r, today)), Total: rows[0]?.total ?? 0 }
  return data.Total === 0 ? noResult(data, current ? '暂无可用优惠券' : '暂无历史优惠券') : data
}

export async function couponDetail(db: Queryable, member: Member, body: Api.GetCouponDetailRequest): Promise<Api.GetCouponDetailData> {
  const { rows } = await db.query<CouponRow>(
    `${SELECT}
       from hotel_coupons c
       join members m on m.id = c.member_id and m.enterprise_id = $3
       left join orders o on o.id = c.used_order_id
      where c.id = $1 and c.member_id = $2`,
    [Number(body.CouponId), member.memberId, member.enterpriseId],
  )
  if (!rows[0]) throw notFound('优惠券不存在')
  const item = itemOf(rows[0], shanghaiDate())
  return {
    ...item,
    Rules: couponRules({ productType: item.ProductType, discountFen: item.DiscountFen, thresholdFen: item.ThresholdFen, expireDate: item.ExpireDate }),
  }
}
