import type { TrainOrderPassenger } from '@api/train'

/** The tickets of an order a refund or change may take (decision 0390): still valid and not waiting for a change. */
export const pickableTickets = (passengers: readonly TrainOrderPassenger[]) => passengers.filter((p) => p.TicketStatus === 'Valid' && !p.ChangedToOrderNo)

/** The tickets picked at first: those of the query that can be taken, else every one that can. */
export function initialPick(passengers: readonly TrainOrderPassenger[], asked: readonly number[] = []): number[] {
  const ids = pickableTickets(passengers).map((p) => p.PassengerId)
  const wanted = ids.filter((id) => asked.includes(id))
  return wanted.length > 0 ? wanted : ids
}

export const togglePick = (picked: readonly number[], id: number): number[] => (picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id])

/** PassengerIds in a page query ('12,13'), and back. */
export const pickQuery = (ids: readonly number[]) => ids.join(',')
export const parsePickQuery = (text: string | undefined): number[] =>
  (text ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0)

/** What the picked tickets still hold, as the server counts it: their fare, never more than the money left on the order. */
export function pickedValueFen(passengers: readonly TrainOrderPassenger[], picked: readonly number[], paidLeftFen: number): number {
  const fare = passengers.filter((p) => picked.includes(p.PassengerId)).reduce((sum, p) => sum + p.PriceFen, 0)
  return Math.min(fare, paidLeftFen)
}
