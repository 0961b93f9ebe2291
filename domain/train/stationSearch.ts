/**
 * Station search, shared by the server's station list and the app's station picker: a station's Chinese name, its
 * city, its full pinyin and its initials (12306's, decision 0610), by the one place search (domain/places/placeSearch,
 * also used for flight cities and airports, decision 0721).
 */
import { normalizeKeyword, placeRank, searchPlaces, type PlaceKeys } from '../places/placeSearch'

export type StationKeys = PlaceKeys
export { normalizeKeyword }
export const stationRank = placeRank
export const searchStations = searchPlaces
