import type { TrainItem, TrainSeat } from '@api/train'
import { trainVerdict, type TrainPolicyInput, type TrainVerdict } from '@domain/policy/train'

export type SeatOption = { seatClass: string; priceFen: number; departTime: string; durationMinutes: number; seatCode: string }

const optionOf = (train: TrainItem, seat: TrainSeat): SeatOption => ({
  seatClass: seat.SeatName, priceFen: seat.PriceFen, departTime: train.DepartTime, durationMinutes: train.DurationMinutes, seatCode: seat.SeatCode,
})

/** The travel standard's verdict for one seat of a train (the server re-checks the same function on submit). */
export function seatVerdict(train: TrainItem, seat: TrainSeat, policy: TrainPolicyInput | null): TrainVerdict<SeatOption> | null {
  if (!policy) return null
  const options = train.Seats.filter((s) => s.Remaining > 0).map((s) => optionOf(train, s))
  return trainVerdict(optionOf(train, seat), policy, options)
}

export const isOver = (verdict: TrainVerdict<SeatOption> | null) => verdict?.status === 'over'
