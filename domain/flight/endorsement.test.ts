import { carrierOf, endorsementVerdict, isTicketOf, ticketPrefixOf, type EndorsementInput } from './endorsement'

const base: EndorsementInput = { fromFlightNo: 'FM9101', isEndorsable: false, toFlightNo: 'FM9105', isInvoluntary: false, fromAirlineName: '上海航空' }

describe('carrierOf', () => {
  test.each([['CA1501', 'CA'], ['3U8881', '3U'], [' mu5101', 'MU'], ['FM9101', 'FM']])('%s → %s', (flightNo, carrier) => {
    expect(carrierOf(flightNo)).toBe(carrier)
  })
})

describe('endorsementVerdict', () => {
  test('the same carrier: a 不得签转 fare may move (改期), no endorsement', () => {
    expect(endorsementVerdict(base)).toEqual({ isAllowed: true, isEndorsement: false })
  })
  test('a 不得签转 K fare on FM onto 3U: refused, naming the carrier', () => {
    expect(endorsementVerdict({ ...base, toFlightNo: '3U8881' })).toEqual({ isAllowed: false, reason: '该票价不得签转，仅可改签上海航空的航班' })
  })
  test('no airline name: the code stands in', () => {
    expect(endorsementVerdict({ ...base, toFlightNo: '3U8881', fromAirlineName: '' })).toEqual({ isAllowed: false, reason: '该票价不得签转，仅可改签FM的航班' })
  })
  test('an endorsable fare onto another carrier: allowed, an endorsement', () => {
    expect(endorsementVerdict({ ...base, toFlightNo: '3U8881', isEndorsable: true })).toEqual({ isAllowed: true, isEndorsement: true })
  })
  test('an involuntary change endorses even a 不得签转 fare', () => {
    expect(endorsementVerdict({ ...base, toFlightNo: 'CA1501', isInvoluntary: true })).toEqual({ isAllowed: true, isEndorsement: true })
  })
  test('a codeshare keeps its marketing carrier: MU onto MU operated by CA is no endorsement', () => {
    expect(endorsementVerdict({ ...base, fromFlightNo: 'MU5101', toFlightNo: 'MU5137' })).toEqual({ isAllowed: true, isEndorsement: false })
  })
})

describe('ticket prefixes', () => {
  test.each([['3U', '876'], ['CA', '999'], ['MU', '781'], ['CZ', '784'], ['FM', '774'], ['XX', null]])('%s → %s', (carrier, prefix) => {
    expect(ticketPrefixOf(carrier)).toBe(prefix)
  })
  test('a ticket belongs to the carrier of its prefix', () => {
    expect(isTicketOf('876-0123456789', '3U8881')).toBe(true)
    expect(isTicketOf('774-0123456789', '3U8881')).toBe(false)
    expect(isTicketOf('876-012345678', '3U8881')).toBe(false)
    expect(isTicketOf('999-0123456789', 'XX1234')).toBe(false)
  })
})
