import { createRequire } from 'node:module'
import countries, { type LocaleData } from 'i18n-iso-countries'
import { pinyin } from 'pinyin-pro'
import type { Db, Queryable } from '../../db/types'
import type { PassengerNationality } from '../../../../types/api/travellers'

const require = createRequire(import.meta.url)
countries.registerLocale(require('i18n-iso-countries/langs/zh.json') as LocaleData)
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData)

/** Where the package's countries start in `nationalities.sort` (the platform's own rows come first). */
const PACKAGE_SORT_FROM = 1000

/**
 * Every ISO 3166-1 country (i18n-iso-countries, Chinese and English names) as a nationality: the platform's
 * reference rows (中国, 中国香港...) keep their names and order; the others follow in pinyin order.
 */
export async function seedNationalities(db: Db): Promise<boolean> {
  const zhNames = countries.getNames('zh', { select: 'official' })
  const codes = Object.keys(zhNames).filter((code) => /^[A-Z]{2}$/.test(code))
  const { rows } = await db.query<{ code: string }>('select code from nationalities')
  const known = new Set(rows.map((row) => row.code))
  const missing = codes.filter((code) => !known.has(code)).sort((a, b) => pinyinOf(zhNames[a]).localeCompare(pinyinOf(zhNames[b])))
  if (missing.length === 0) return false
  await db.query(
    `insert into nationalities (code, name, en_name, sort)
     select code, name, en_name, ord::int + $4 from unnest($1::text[], $2::text[], $3::text[]) with ordinality as t(code, name, en_name, ord)
     on conflict (code) do nothing`,
    [missing, missing.map((code) => zhNames[code]), missing.map((code) => countries.getName(code, 'en', { select: 'official' }) ?? code), PACKAGE_SORT_FROM],
  )
  return true
}

function pinyinOf(name: string): string {
  return pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase()
}

function initialsOf(name: string): string {
  return pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase()
}

let cached: { count: number; list: PassengerNationality[] } | undefined

/** Every nationality with the pinyin and initials the picker searches by (computed once per list). */
export async function passengerNationalities(db: Queryable): Promise<{ Nationalities: PassengerNationality[] }> {
  const { rows } = await db.query<{ code: string; name: string; en_name: string }>('select code, name, en_name from nationalities order by sort, code')
  if (!cached || cached.count !== rows.length) {
    cached = {
      count: rows.length,
      list: rows.map((row) => ({ Code: row.code, Name: row.name, EnName: row.en_name, Pinyin: pinyinOf(row.name), Initials: initialsOf(row.name) })),
    }
  }
  return { Nationalities: cached.list }
}
