/**
 * 签转 (endorsement) of a rebooked ticket onto another carrier (decision 0760). The validating carrier of a ticket
 * is the marketing carrier of its flight number (a codeshare MU5101 operated by CA is MU's ticket).
 */

/** The marketing carrier's IATA code of a flight number: 'CA1501' → 'CA', '3U8881' → '3U'. */
export const carrierOf = (flightNo: string): string => flightNo.trim().slice(0, 2).toUpperCase()

export type EndorsementInput = {
  /** The booked flight number and the fare's 签转 rule (FareRules.IsEndorsable). */
  fromFlightNo: string
  isEndorsable: boolean
  /** The flight number chosen for the rebook. */
  toFlightNo: string
  /** The airline changed the booked flight (航变): carriers endorse every fare then (非自愿签转). */
  isInvoluntary: boolean
  /** The booked carrier's name, for the message ('上海航空'). */
  fromAirlineName: string
}

export type EndorsementVerdict =
  | { isAllowed: true; isEndorsement: boolean }
  | { isAllowed: false; reason: string }

/**
 * Whether a ticket may move to the chosen flight. The same marketing carrier: always (改期, the change tiers
 * apply). Another carrier: only a fare that allows endorsement (full-fare economy and the premium cabins), or an
 * involuntary change; a 不得签转 fare (discount economy: B, M, H, K, L …) stays with its carrier.
 */
export function endorsementVerdict(input: EndorsementInput): EndorsementVerdict {
  const isEndorsement = carrierOf(input.fromFlightNo) !== carrierOf(input.toFlightNo)
  if (!isEndorsement) return { isAllowed: true, isEndorsement: false }
  if (input.isEndorsable || input.isInvoluntary) return { isAllowed: true, isEndorsement: true }
  const airline = input.fromAirlineName || carrierOf(input.fromFlightNo)
  return { isAllowed: false, reason: `该票价不得签转，仅可改签${airline}的航班` }
}

/** IATA airline accounting codes (the 3-digit ticket prefix, e.g. 999-1234567890): source in decision 0760. */
export const TICKET_PREFIXES: Readonly<Record<string, string>> = {
  CA: '999', MU: '781', CZ: '784', HU: '880', ZH: '479', '3U': '876', FM: '774', MF: '731',
  SQ: '618', CX: '160', NH: '205', EK: '176',
}

/** The ticket prefix of a carrier, or null when unknown. */
export const ticketPrefixOf = (carrier: string): string | null => TICKET_PREFIXES[carrier.toUpperCase()] ?? null

/** Whether a ticket number ('784-1234567890') was issued by the carrier of the flight number. */
export const isTicketOf = (ticketNo: string, flightNo: string): boolean => {
  const prefix = ticketPrefixOf(carrierOf(flightNo))
  return prefix !== null && /^\d{3}-\d{10}$/.test(ticketNo) && ticketNo.startsWith(`${prefix}-`)
}
