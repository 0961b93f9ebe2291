import type { TripItem } from '@api/common'
import { formatShanghai } from '@/core/format/date'

/** The card a shared trip shows: title, who, when, where (no prices: a trip card goes to colleagues and family). */
export function shareCard(trip: TripItem, productName: string): { title: string; lines: string[] } {
  const when = trip.EndTime ? `${formatShanghai(trip.StartTime)} 至 ${formatShanghai(trip.EndTime)}` : formatShanghai(trip.StartTime)
  const route = [trip.DepartureName, trip.ArrivalName].filter(Boolean).join(' → ')
  return {
    title: `${trip.TravellerName}的${productName}行程：${trip.Title}`,
    lines: [when, route, trip.Description].filter(Boolean),
  }
}

/** The text copied as a link: the card's lines and the address that opens the trip in the app. */
export function shareText(card: { title: string; lines: string[] }, address: string): string {
  return [card.title, ...card.lines, address].join('\n')
}
