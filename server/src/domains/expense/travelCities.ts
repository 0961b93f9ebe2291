import { pinyin } from 'pinyin-pro'
import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/subsidy'
import { dailyRateFen, rateFor } from '../../../../domain/expense/subsidyDays'
import type { Member } from '../../lib/caller'
import { gradeOf } from '../policy/public'
import { ratesOf } from './subsidy'

/** '石家庄市' -> '石家庄' (the name travel applications and the hotel catalogue use); '大理白族自治州' stays. */
export const shortCityName = (name: string): string => (name.length > 2 && name.endsWith('市') ? name.slice(0, -1) : name)

type CityRow = { name: string; province: string; tier: number | null; is_hot: boolean | null }

/**
 * 选择出差城市 (decision 0323): the prefecture-level cities of the platform's region list with the travel-standard
 * tier of the hotel catalogue (3 when it does not list the city) and the caller's subsidy rate per tier.
 */
export async function travelCities(db: Queryable, member: Member): Promise<Api.TravelCitiesData> {
  const { rows } = await db.query<CityRow>(
    `select c.name, p.name as province, hc.tier, hc.is_hot
       from regions c join regions p on p.code = c.parent_code and p.level = 1
       left join lateral (select tier, is_hot from hotel_cities h where h.name = regexp_replace(c.name, '市$', '') limit 1) hc on true
      where c.level = 2
      order by c.code`,
  )
  const cities = rows.map((r): Api.TravelCity => {
    const name = shortCityName(r.name)
    const spelled = pinyin(name, { toneType: 'none', type: 'array' }).join('')
    return { CityName: name, Pinyin: spelled, Initial: spelled.charAt(0).toUpperCase(), Tier: (r.tier ?? 3) as 1 | 2 | 3, ProvinceName: r.province, IsHot: r.is_hot ?? false }
  })
  cities.sort((a, b) => (a.Pinyin < b.Pinyin ? -1 : a.Pinyin > b.Pinyin ? 1 : 0))
  return { Cities: cities, DailyFenByTier: await dailyRatesOf(db, member) }
}

async function dailyRatesOf(db: Queryable, member: Member): Promise<Api.TravelCitiesData['DailyFenByTier']> {
  const { rows } = await db.query<{ has_subsidy_permission: boolean }>('select has_subsidy_permission from members where id = $1', [member.memberId])
  if (!rows[0]?.has_subsidy_permission) return {}
  const [rates, grade] = await Promise.all([ratesOf(db, member.enterpriseId), gradeOf(db, member)])
  const out: Api.TravelCitiesData['DailyFenByTier'] = {}
  for (const tier of [1, 2, 3] as const) {
    const rate = rateFor(rates, tier, grade)
    if (rate) out[String(tier) as '1' | '2' | '3'] = dailyRateFen(rate)
  }
  return out
}
