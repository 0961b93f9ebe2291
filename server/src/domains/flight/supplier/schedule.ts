import type { CabinClass, FareRules } from '../../../../../types/api/flight'
import { AIRCRAFT_BY_DISTANCE, AIRLINES, type AirlineRow } from './cityTable'
import { distanceKm, type Airport, type City } from './geography'

/** FNV-1a: the simulated channel's schedules and fares are a pure function of their inputs. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export type ScheduledFlight = {
  flightNo: string
  airline: AirlineRow
  operatingFlightNo: string
  aircraft: string
  from: Airport
  fromTerminal: string
  to: Airport
  toTerminal: string
  /** Minutes after local midnight at the departure airport. */
  departMinute: number
  durationMinutes: number
  distanceKm: number
  onTimeRate: number
}

const round5 = (minutes: number) => Math.round(minutes / 5) * 5

/**
 * Block minutes (gate to gate) of a nonstop flight (decision 0624): 55 minutes of taxi, climb, approach and the
 * airlines' schedule padding, plus the great-circle distance at a block speed of 750 km/h (domestic) rising to
 * 800 km/h on long haul (6,000 km and more), 8 % longer flying west against the prevailing westerlies and 8 %
 * shorter flying east, in proportion to the route's east-west share.
 */
export function blockMinutes(from: Pick<Airport, 'lat' | 'lon'>, to: Pick<Airport, 'lat' | 'lon'>): number {
  const km = distanceKm(from, to)
  if (km === 0) return 0
  const speed = 750 + 50 * Math.min(1, Math.max(0, (km - 2000) / 4000))
  const eastKm = ((((to.lon - from.lon) % 360) + 540) % 360 - 180) * 111.32 * Math.cos((((from.lat + to.lat) / 2) * Math.PI) / 180)
  const westward = Math.max(-1, Math.min(1, -eastKm / km))
  return round5(55 + (km / speed) * 60 * (1 + 0.08 * westward))
}

/**
 * The carriers' bases (hubs and focus airports, by airport): a carrier flies the domestic routes touching one of
 * its bases (decision 0762). Source: the carriers' own route networks (中国国航 北京首都/成都/重庆/杭州/天津; 东方航空
 * 上海两场/北京大兴/昆明/西安/武汉/南京/青岛/合肥; 南方航空 广州/深圳/北京大兴/乌鲁木齐/沈阳/郑州/大连/哈尔滨/长春/武汉;
 * 海南航空 海口/北京首都/西安/三亚; 深圳航空 深圳/南京; 四川航空 成都两场/重庆/昆明; 上海航空 上海两场; 厦门航空
 * 厦门/福州/杭州/天津/长沙).
 */
const BASES: Readonly<Record<string, readonly string[]>> = {
  CA: ['PEK', 'CTU', 'TFU', 'CKG', 'HGH', 'TSN'],
  MU: ['SHA', 'PVG', 'PKX', 'KMG', 'XIY', 'WUH', 'NKG', 'TAO', 'HFE'],
  CZ: ['CAN', 'SZX', 'PKX', 'URC', 'SHE', 'CGO', 'DLC', 'HRB', 'CGQ', 'WUH'],
  HU: ['HAK', 'PEK', 'XIY', 'SYX'],
  ZH: ['SZX', 'NKG'],
  '3U': ['CTU', 'TFU', 'CKG', 'KMG'],
  FM: ['SHA', 'PVG'],
  MF: ['XMN', 'FOC', 'HGH', 'TSN', 'CSX'],
}

/** The airports of a city where a carrier flies: in 北京 SkyTeam and 南航 moved to 大兴 (2019), the others stay at 首都. */
const AIRPORT_OF_CARRIER: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  BJS: { CA: 'PEK', HU: 'PEK', ZH: 'PEK', '3U': 'PEK', MU: 'PKX', FM: 'PKX', CZ: 'PKX', MF: 'PKX' },
}

/** Partners that sell seats on each other's flights (codeshares within an alliance or a group). */
const CODESHARE_PARTNERS: Readonly<Record<string, readonly string[]>> = {
  CA: ['ZH', 'CX', 'NH', 'SQ'], ZH: ['CA'], MU: ['FM'], FM: ['MU'], CZ: ['MF'], MF: ['CZ'],
  CX: ['CA'], NH: ['CA'], SQ: ['CA'], HU: [], '3U': [], EK: [],
}

/** A foreign carrier flies only to and from its home city. */
const HOME_CITY: Readonly<Record<string, string>> = { SQ: 'SIN', CX: 'HKG', NH: 'TYO', EK: 'DXB' }

/** Chinese carriers' international gateways: long haul from these cities only. */
const LONG_HAUL_CITIES = ['BJS', 'SHA', 'CAN', 'CTU']
const LONG_HAUL_KM = 5000

/** 虹桥's few international and regional routes (the rest leave from 浦东). */
const HONGQIAO_ABROAD = ['HKG', 'MFM', 'TPE', 'TYO']

/**
 * Daily traffic weights of the cities (decision 0762): the flights of a domestic pair are 0.8 × the product, at
 * least 3, so 北京–上海 has 80 (about as many as the published schedules), 北京–广州 56, small pairs 3.
 */
const TRAFFIC: Readonly<Record<string, number>> = {
  BJS: 10, SHA: 10, CAN: 7, SZX: 7, CTU: 7, CKG: 5, HGH: 5, XIY: 5, KMG: 5, NKG: 4, WUH: 4, XMN: 4, CSX: 4, SYX: 4,
  TAO: 3, CGO: 3, HAK: 3, URC: 3, SHE: 3, DLC: 3, HRB: 3, TSN: 3, NNG: 3, KWE: 3, FOC: 3,
  HKG: 8, TYO: 5, SEL: 5, SIN: 4, BKK: 4, OSA: 3, TPE: 4, MFM: 3, KUL: 2, DXB: 1.5, LON: 1.5, PAR: 1, FRA: 1, NYC: 1, LAX: 1, SYD: 1,
}
const trafficOf = (city: City) => TRAFFIC[city.cityCode] ?? 2

/** The carriers that may fly a city pair, each with the airports it uses at both ends; none: no nonstop exists. */
function carriersOf(from: City, to: City): { airline: AirlineRow; fromAirports: Airport[]; toAirports: Airport[] }[] {
  const isAbroad = (c: City) => c.isInternational
  const international = isAbroad(from) || isAbroad(to)
  const airportsFor = (city: City, code: string, other: City) => {
    const fixed = AIRPORT_OF_CARRIER[city.cityCode]?.[code]
    let list = fixed ? city.airports.filter((a) => a.code === fixed) : city.airports
    if (city.cityCode === 'SHA' && isAbroad(other) && !HONGQIAO_ABROAD.includes(other.cityCode)) list = list.filter((a) => a.code !== 'SHA')
    const based = list.filter((a) => BASES[code]?.includes(a.code))
    return based.length > 0 && !fixed ? based.concat(list.filter((a) => !based.includes(a))) : list
  }
  const rows = AIRLINES.filter((airline) => {
    const home = HOME_CITY[airline.code]
    if (home) {
      // A foreign carrier: to and from its home city, at the other end a city of some traffic, long haul to the mainland's gateways only.
      if (from.cityCode !== home && to.cityCode !== home) return false
      const other = from.cityCode === home ? to : from
      const km = distanceKm(from.airports[0], to.airports[0])
      return trafficOf(other) >= 3 && (isAbroad(other) || km <= LONG_HAUL_KM || LONG_HAUL_CITIES.includes(other.cityCode))
    }
    if (!airline.isDomestic) return false
    if (international) {
      // Chinese carriers fly abroad from the mainland only, long haul from their gateways, and not onto a foreign carrier's short route alone.
      const mainland = isAbroad(from) ? to : from
      if (isAbroad(mainland)) return false
      const km = distanceKm(from.airports[0], to.airports[0])
      if (km > LONG_HAUL_KM && !(LONG_HAUL_CITIES.includes(mainland.cityCode) && ['CA', 'MU', 'CZ', 'HU'].includes(airline.code))) return false
      if (trafficOf(mainland) < 3) return false
      return ['CA', 'MU', 'CZ', 'HU'].includes(airline.code) || (BASES[airline.code] ?? []).some((b) => mainland.airports.some((a) => a.code === b))
    }
    return (BASES[airline.code] ?? []).some((b) => [...from.airports, ...to.airports].some((a) => a.code === b))
  })
  const eligible = rows.length > 0 || international ? rows : AIRLINES.filter((a) => ['CA', 'MU', 'CZ'].includes(a.code))
  return eligible
    .map((airline) => ({ airline, fromAirports: airportsFor(from, airline.code, to), toAirports: airportsFor(to, airline.code, from) }))
    .filter((c) => c.fromAirports.length > 0 && c.toAirports.length > 0)
}

/** Whether a scheduled flight operates on a date: about one flight in six skips one weekday (weekday variation). */
export function operatesOn(flight: Pick<ScheduledFlight, 'flightNo'>, date: string): boolean {
  const h = hash(`days:${flight.flightNo}`)
  if (h % 6 !== 0) return true
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return weekday !== (h >>> 3) % 7
}

/**
 * The flights of a city pair on a date (decision 0762): domestic pairs by the cities' traffic (北京–上海 about 80 a
 * day across 首都/大兴 and 虹桥/浦东, between 06:30 and 22:30), flown by the carriers based at either end from the
 * airports they use; international pairs only by carriers that fly them (a foreign carrier from its home city,
 * Chinese carriers from the mainland, long haul from the gateways, none from 虹桥 beyond its regional routes);
 * codeshares only between partners; a few flights skip a weekday. Durations by `blockMinutes` (decision 0624).
 */
export function dailyFlights(from: City, to: City, date?: string): ScheduledFlight[] {
  if (from.cityCode === to.cityCode) return []
  const key = `${from.cityCode}-${to.cityCode}`
  const isInternational = from.isInternational || to.isInternational
  const carriers = carriersOf(from, to)
  if (carriers.length === 0) return []
  const weight = trafficOf(from) * trafficOf(to)
  const count = isInternational ? Math.max(1, Math.min(30, Math.round(weight * 0.25))) : Math.max(3, Math.min(90, Math.round(weight * 0.8)))
  const span = (22 * 60 + 30 - (6 * 60 + 30)) / count
  const used = new Set<string>()
  const numberFor = (code: string, h: number) => {
    let n = 1000 + (h % 8999)
    while (used.has(`${code}${n}`)) n = n >= 9998 ? 1000 : n + 1
    used.add(`${code}${n}`)
    return `${code}${n}`
  }
  const flights: ScheduledFlight[] = []
  for (let i = 0; i < count; i += 1) {
    const h = hash(`${key}#${i}`)
    const carrier = carriers[(h >>> 5) % carriers.length]
    const operator = carrier.airline
    const fromAirport = carrier.fromAirports[h % carrier.fromAirports.length]
    const toAirport = carrier.toAirports[(h >>> 3) % carrier.toAirports.length]
    // A partner sells seats only on a route it may fly itself (no MU number on an Air China flight, no SQ number between two Chinese cities).
    const partners = carriers.map((c) => c.airline).filter((a) => (CODESHARE_PARTNERS[operator.code] ?? []).includes(a.code))
    const marketing = i % 5 === 3 && partners.length > 0 ? partners[(h >>> 9) % partners.length] : operator
    const km = distanceKm(fromAirport, toAirport)
    const wideOnTrunk = !isInternational && weight >= 40 ? ['A330-300', 'B787-9'] : []
    const aircraftList = [...(AIRCRAFT_BY_DISTANCE.find((a) => km <= a.maxKm)?.types ?? AIRCRAFT_BY_DISTANCE[0].types), ...wideOnTrunk]
    flights.push({
      flightNo: numberFor(marketing.code, h >>> 7),
      airline: marketing,
      operatingFlightNo: marketing.code !== operator.code ? numberFor(operator.code, h >>> 11) : '',
      aircraft: aircraftList[(h >>> 13) % aircraftList.length],
      from: fromAirport,
      fromTerminal: fromAirport.terminals[(h >>> 15) % fromAirport.terminals.length],
      to: toAirport,
      toTerminal: toAirport.terminals[(h >>> 17) % toAirport.terminals.length],
      departMinute: round5(6 * 60 + 30 + i * span + ((h >>> 19) % Math.max(5, Math.min(40, Math.floor(span))))),
      durationMinutes: blockMinutes(fromAirport, toAirport),
      distanceKm: Math.round(km),
      onTimeRate: 70 + ((h >>> 21) % 29),
    })
  }
  return flights.filter((f) => !date || operatesOn(f, date)).sort((a, b) => a.departMinute - b.departMinute)
}

export type FareClass = { cabin: CabinClass; cabinName: string; bookingClass: string; percentOfY: number; baggageKg: number; meal: string; defaultSeats: number }

const ECONOMY_DISCOUNTS = [
  { bookingClass: 'B', percent: 85 },
  { bookingClass: 'M', percent: 75 },
  { bookingClass: 'H', percent: 65 },
  { bookingClass: 'K', percent: 55 },
  { bookingClass: 'L', percent: 45 },
]

const isWideBody = (aircraft: string) => /^(A33|A35|B77|B78)/.test(aircraft)

/**
 * The booking classes a flight sells on a date: full Y, two discount classes, and the premium cabins its aircraft
 * has. Premium cabins against full Y as the carriers publish them (decision 0762): domestic 公务舱 4.2 × Y (北京–上海
 * about ¥5,200, 北京–广州 about ¥8,400), 头等舱 5.5 × Y; international 3 × and 5 × (unverified: no published ratio was
 * found, decision 0821).
 */
export function fareClasses(flight: ScheduledFlight, date: string, isInternational = false, pairKey = flight.flightNo): FareClass[] {
  const h = hash(`${flight.flightNo}@${date}`)
  const meal = flight.durationMinutes >= 150 ? '正餐' : '点心'
  // The discount classes on sale are the city pair's of the day, on every flight (carriers match each other's
  // fares on a route), so the day's flights compete on time, not on a fare one flight happens to have.
  const start = hash(`${pairKey}@${date}`) % (ECONOMY_DISCOUNTS.length - 1)
  const discounts = ECONOMY_DISCOUNTS.slice(start, start + 2).map((d, i): FareClass => ({
    cabin: 'Y', cabinName: '经济舱', bookingClass: d.bookingClass, percentOfY: d.percent, baggageKg: 20, meal, defaultSeats: 3 + ((h >>> (4 + i)) % 7),
  }))
  const classes: FareClass[] = [
    ...discounts,
    { cabin: 'Y', cabinName: '经济舱', bookingClass: 'Y', percentOfY: 100, baggageKg: 20, meal, defaultSeats: 9 },
    { cabin: 'C', cabinName: '公务舱', bookingClass: 'C', percentOfY: isInternational ? 300 : 420, baggageKg: 30, meal: '正餐', defaultSeats: 4 },
  ]
  if (isWideBody(flight.aircraft)) {
    classes.splice(discounts.length + 1, 0, { cabin: 'W', cabinName: '超级经济舱', bookingClass: 'W', percentOfY: 130, baggageKg: 30, meal, defaultSeats: 6 })
    classes.push({ cabin: 'F', cabinName: '头等舱', bookingClass: 'F', percentOfY: isInternational ? 500 : 550, baggageKg: 40, meal: '正餐', defaultSeats: 2 })
  }
  return classes
}

/** The full economy (Y) fare in fen, published per city pair (首都 and 大兴 to 虹桥 or 浦东 alike), of the cities' distance: domestic 200 + 0.95 yuan/km, international 1500 + 0.6 yuan/km, whole tens of yuan. */
export function fullFareFen(cityPairKm: number, isInternational: boolean): number {
  const yuan = isInternational ? 1500 + cityPairKm * 0.6 : 200 + cityPairKm * 0.95
  return Math.round(yuan / 10) * 1000
}

/** The great-circle km between two cities' main airports: fares and surcharges are published per city pair. */
export const cityPairKm = (from: City, to: City): number => Math.round(distanceKm(from.airports[0], to.airports[0]))

/** Airport construction fee and fuel surcharge per passenger and segment, per city pair. */
export function taxFen(cityPairKm: number, isInternational: boolean): number {
  if (isInternational) return 30000 + Math.round(cityPairKm / 10) * 100
  return 5000 + (cityPairKm <= 800 ? 1000 : 2000)
}

/** Refund and change fees by cabin and discount (decision 0171): the cheaper the fare, the dearer its changes. */
export function rulesOf(fare: FareClass): FareRules {
  const tiers = (p: readonly [number, number, number, number]) => [
    { HoursBefore: 168, Percent: p[0] },
    { HoursBefore: 48, Percent: p[1] },
    { HoursBefore: 4, Percent: p[2] },
    { HoursBefore: 0, Percent: p[3] },
  ]
  const isFull = fare.percentOfY >= 100
  const refund = fare.cabin === 'F' ? [0, 5, 5, 10] as const : fare.cabin === 'C' ? [5, 5, 10, 15] as const : isFull ? [0, 5, 10, 20] as const : [10, 20, 30, 50] as const
  const change = fare.cabin === 'F' ? [0, 0, 0, 5] as const : fare.cabin === 'C' ? [0, 0, 5, 10] as const : isFull ? [0, 0, 5, 10] as const : [5, 10, 20, 30] as const
  return {
    Refund: tiers(refund),
    Change: tiers(change),
    IsEndorsable: fare.cabin !== 'Y' || isFull,
    Text: fare.cabin !== 'Y' || isFull ? '可签转' : '不得签转',
  }
}
