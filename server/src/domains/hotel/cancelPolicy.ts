import type { HotelCancelPolicy } from '../../../../types/api/hotel'
import { shanghaiIso } from '../../lib/time'
import { freeCancelDeadline as deadlineOf, type FreeCancelDaysBefore } from '@domain/hotel/freeCancel'

export { FREE_CANCEL_CUTOFF } from '@domain/hotel/freeCancel'

export type CancelTerms = { type: 0 | 1 | 2; freeCancelUntil: Date | null; penaltyFen: number }

/**
 * What cancelling costs, from the rate plan's cancel type and the stay's prices for all rooms booked:
 * type 0 (not cancellable) keeps everything; type 1 is free until the rate's cut-off (18:00 on the arrival day or the
 * day before, `freeCancelDaysBefore`, decision 0771), then the first night;
 * type 2 always costs the first night. The order keeps these terms; the list shows them.
 * `soldAt` is the moment of sale: a free-cancel cut-off already past then (a same-day or next-day stay
 * booked after 18:00 the day before arrival) makes the rate not cancellable, said before booking.
 */
export function cancelTerms(
  cancelType: 0 | 1 | 2,
  arrivalDate: string,
  nightlyPricesFen: readonly number[],
  roomCount: number,
  soldAt: Date,
  freeCancelDaysBefore: FreeCancelDaysBefore = 1,
): CancelTerms {
  const firstNightFen = (nightlyPricesFen[0] ?? 0) * roomCount
  const totalFen = nightlyPricesFen.reduce((sum, fen) => sum + fen, 0) * roomCount
  const notCancellable: CancelTerms = { type: 0, freeCancelUntil: null, penaltyFen: totalFen }
  if (cancelType === 0) return notCancellable
  if (cancelType === 1) {
    const freeCancelUntil = freeCancelDeadline(arrivalDate, freeCancelDaysBefore)
    return freeCancelUntil.getTime() <= soldAt.getTime() ? notCancellable : { type: 1, freeCancelUntil, penaltyFen: firstNightFen }
  }
  return { type: 2, freeCancelUntil: null, penaltyFen: firstNightFen }
}

/** 18:00 Asia/Shanghai on the arrival day or the day before (the default), whatever the server's own time zone. */
export function freeCancelDeadline(arrivalDate: string, daysBefore: FreeCancelDaysBefore = 1): Date {
  return deadlineOf(arrivalDate, daysBefore)
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(fen % 100 === 0 ? 0 : 2)}`

export function describeCancelTerms(terms: CancelTerms): string {
  if (terms.type === 0) return '预订成功后不可取消、不可修改'
  if (terms.type === 1 && terms.freeCancelUntil) {
    const until = shanghaiIso(terms.freeCancelUntil)
    return `${until.slice(5, 7)}月${until.slice(8, 10)}日${until.slice(11, 16)}前可免费取消，之后取消收取首晚房费${yuan(terms.penaltyFen)}`
  }
  return `取消需收取首晚房费${yuan(terms.penaltyFen)}`
}

export function toCancelPolicy(terms: CancelTerms): HotelCancelPolicy {
  return {
    Type: terms.type,
    FreeCancelUntil: terms.freeCancelUntil ? shanghaiIso(terms.freeCancelUntil) : null,
    PenaltyFen: terms.penaltyFen,
    Description: describeCancelTerms(terms),
  }
}
