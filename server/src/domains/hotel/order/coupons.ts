import type { Queryable } from '../../../db/types'
import type { GetUsableHotelCouponsData, GetUsableHotelCouponsRequest, HotelCoupon } from '../../../../../types/api/hotel'
import type { Member } from '../../../lib/caller'
import { noResult, type Answer } from '../../../lib/answer'
import { businessRule, conflict, notFound } from '../../../lib/errors'
import { addDays, shanghaiDate } from '../../../lib/time'
import { yuanText } from '@domain/money/money'

/** Expired coupons stay in the list (greyed) this many days. */
const SHOW_EXPIRED_DAYS = 30

type CouponRow = { id: number; name: string; discount_fen: number; threshold_fen: number; expire_date: string; used_order_id: number | null }


function unusableReason(coupon: CouponRow, amountFen: number, today: string): string {
  if (coupon.expire_date < today) return '已过期'
  if (amountFen < coupon.threshold_fen) return `订单金额未满¥${yuanText(coupon.threshold_fen)}`
  return ''
}

/** The member's unused hotel coupons for an order amount: usable ones first, the largest discount first. */
export async function usableCoupons(db: Queryable, member: Member, body: GetUsableHotelCouponsRequest): Promise<GetUsableHotelCouponsData | Answer<GetUsableHotelCouponsData>> {
  const today = shanghaiDate()
  const { rows } = await db.query<CouponRow>(
    `select id, name, discount_fen, threshold_fen, expire_date, used_order_id from hotel_coupons
      where member_id = $1 and used_order_id is null and expire_date >= $2 order by discount_fen desc, id`,
    [member.memberId, addDays(today, -SHOW_EXPIRED_DAYS)],
  )
  const coupons = rows
    .map((r): HotelCoupon => {
      const reason = unusableReason(r, body.AmountFen, today)
      return { CouponId: String(r.id), Name: r.name, DiscountFen: r.discount_fen, ThresholdFen: r.threshold_fen, ExpireDate: r.expire_date, IsUsable: reason === '', UnusableReason: reason }
    })
    .sort((a, b) => Number(b.IsUsable) - Number(a.IsUsable))
  return coupons.length === 0 ? noResult({ Coupons: [] }, '暂无可用优惠券') : { Coupons: coupons }
}

/** The discount a coupon gives this order (never more than its total), or a Chinese refusal. */
export async function couponDiscount(db: Queryable, memberId: number, couponId: number, totalFen: number): Promise<number> {
  const { rows } = await db.query<CouponRow>('select id, name, discount_fen, threshold_fen, expire_date, used_order_id from hotel_coupons where id = $1 and member_id = $2', [couponId, memberId])
  const coupon = rows[0]
  if (!coupon) throw notFound('优惠券不存在')
  if (coupon.used_order_id !== null) throw conflict('优惠券已被使用')
  const reason = unusableReason(coupon, totalFen, shanghaiDate())
  if (reason) throw businessRule(`优惠券不可用：${reason}`)
  return Math.min(coupon.discount_fen, totalFen)
}

/** Takes the coupon for the order inside its transaction; 4009 when another order took it first. */
export async function takeCoupon(tx: Queryable, couponId: number, orderId: number): Promise<void> {
  const { rowCount } = await tx.query('update hotel_coupons set used_order_id = $2 where id = $1 and used_order_id is null', [couponId, orderId])
  if (rowCount === 0) throw conflict('优惠券已被使用')
}

/** Gives the order's coupon back (the order was cancelled, rejected or revoked). */
export async function giveCouponBack(tx: Queryable, orderId: number): Promise<void> {
  await tx.query('update hotel_coupons set used_order_id = null where used_order_id = $1', [orderId])
}
