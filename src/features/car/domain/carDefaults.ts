import type { LonLat } from '@domain/car/geo'

/** Map centre before any location is known: 上海人民广场 (decision 0194). */
export const DEFAULT_MAP_CENTRE: LonLat = { lon: 121.4737, lat: 31.2304 }
export const DEFAULT_CITY = { CityCode: '310100', CityName: '上海' }
/** The pin counts as far away from where the member is beyond this (the "back to my position" button shows). */
export const FAR_AWAY_M = 3_000
/** Trip screen refresh while the trip is under way, ms. */
export const TRIP_POLL_MS = 3_000
