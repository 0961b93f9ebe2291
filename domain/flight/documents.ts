/**
 * Which documents a flight accepts (decision 0761): the document codes and formats are those of the frequent
 * passengers (`DOCUMENT_NAMES`, `isDocumentNumber`, b2b Common/GetIdentityTypeList).
 */
import { DOCUMENT_NAMES, isDocumentNumber } from '../travellers/passenger'

/** Domestic (mainland), to or from 香港/澳门, to or from 台湾, international. */
export type DocumentArea = 'domestic' | 'hkmo' | 'taiwan' | 'international'

/** The flight cities' country names ('中国', '中国香港', '中国澳门', '中国台湾' or a foreign country). */
const REGION_OF_COUNTRY: Readonly<Record<string, DocumentArea>> = { 中国: 'domestic', 中国香港: 'hkmo', 中国澳门: 'hkmo', 中国台湾: 'taiwan' }

/** The widest of areas (a trip's legs): international, then 台湾, then 港澳, else domestic. */
export function widestArea(areas: readonly DocumentArea[]): DocumentArea {
  if (areas.includes('international')) return 'international'
  if (areas.includes('taiwan')) return 'taiwan'
  if (areas.includes('hkmo')) return 'hkmo'
  return 'domestic'
}

/** The area of a flight (or trip) from the countries of its cities: the furthest wins (a 香港–新加坡 flight is international). */
export const documentAreaOf = (countries: readonly string[]): DocumentArea => widestArea(countries.map((c) => REGION_OF_COUNTRY[c] ?? 'international'))

/**
 * The documents a flight of the area accepts, the usual one first (CAAC's list of valid documents for domestic
 * flights; the entry documents of 香港, 澳门 and 台湾):
 * - domestic: 身份证, 护照, 回乡证 (港澳居民), 台胞证 (台湾居民), 外国人永久居留身份证; not the 通行证, which are exit documents;
 * - 港澳: 港澳通行证 (内地居民), 回乡证 (港澳居民), 护照 (foreigners); never a 身份证;
 * - 台湾: 台湾通行证 (大陆居民), 台胞证 (台湾居民), 护照; never a 身份证;
 * - international: 护照.
 */
export const DOCUMENT_TYPES_BY_AREA: Readonly<Record<DocumentArea, readonly number[]>> = {
  domestic: [1, 2, 3, 4, 7],
  hkmo: [5, 3, 2],
  taiwan: [6, 4, 2],
  international: [2],
}

const AREA_NAME: Readonly<Record<DocumentArea, string>> = { domestic: '国内航班', hkmo: '港澳航班', taiwan: '台湾航班', international: '国际航班' }

const listOf = (types: readonly number[]) => types.map((t) => DOCUMENT_NAMES[t]).join('、')

/** Why a document cannot be used on a flight of the area, in Chinese; null when it can. */
export function documentTypeError(area: DocumentArea, type: number): string | null {
  const name = DOCUMENT_NAMES[type]
  if (!name) return '证件类型不正确'
  const allowed = DOCUMENT_TYPES_BY_AREA[area]
  if (allowed.includes(type)) return null
  if (area === 'international') return '国际航班请使用护照'
  if (area === 'hkmo' && type === 1) return '港澳航班不能使用身份证乘机，内地居民请使用港澳通行证（港澳居民使用回乡证，外籍旅客使用护照）'
  if (area === 'taiwan' && type === 1) return '台湾航班不能使用身份证乘机，大陆居民请使用台湾通行证（台湾居民使用台胞证，外籍旅客使用护照）'
  return `${AREA_NAME[area]}不能使用${name}，请使用${listOf(allowed)}`
}

const PINYIN_NAME = /^[A-Z]+\/[A-Z ]+$/

export type FlightDocumentProblem = { kind: 'type' | 'name' | 'missing' | 'number'; message: string }

/**
 * The first problem of a passenger's name and document on a flight of the area; null when it can fly: a document
 * the area accepts; a passport off the mainland needs the name as printed in it, in pinyin (ZHANG/SAN), while the
 * 通行证, 回乡证 and 台胞证 carry the Chinese name, which is booked as it is; the number in its document's format
 * (身份证 by GB 11643).
 */
export function flightDocumentProblem(area: DocumentArea, input: { name: string; type: number; number: string }): FlightDocumentProblem | null {
  const typeError = documentTypeError(area, input.type)
  if (typeError) return { kind: 'type', message: typeError }
  const label = DOCUMENT_NAMES[input.type]
  if (input.type === 2 && area !== 'domestic' && !PINYIN_NAME.test(input.name.trim().toUpperCase())) return { kind: 'name', message: '请按护照填写拼音姓名，如 ZHANG/SAN' }
  if (!input.number.trim()) return { kind: 'missing', message: `请填写${label}号` }
  if (!isDocumentNumber(input.type, input.number.trim().toUpperCase())) return { kind: 'number', message: input.type === 1 ? '身份证号不正确，请核对' : `${label}号格式不正确` }
  return null
}

/** The document names a flight of the area accepts, for the form's hint ('港澳通行证、回乡证、护照'). */
export const documentHintOf = (area: DocumentArea): string => listOf(DOCUMENT_TYPES_BY_AREA[area])
