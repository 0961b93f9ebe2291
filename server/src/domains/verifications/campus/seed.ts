import type { Db } from '../../../db/types'

/** Schools the simulated verifier knows (a real registry knows them all). */
const SCHOOLS: readonly [string, string][] = [
  ['10001', '北京大学'], ['10003', '清华大学'], ['10248', '上海交通大学'], ['10246', '复旦大学'], ['10335', '浙江大学'],
  ['10284', '南京大学'], ['10558', '中山大学'], ['10486', '武汉大学'], ['10610', '四川大学'], ['10698', '西安交通大学'],
  ['10213', '哈尔滨工业大学'], ['10358', '中国科学技术大学'], ['10247', '同济大学'], ['10487', '华中科技大学'], ['10561', '华南理工大学'],
]

export async function seedCampusSchools(db: Db): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into campus_schools (code, name) select * from unnest($1::text[], $2::text[]) on conflict do nothing`,
    [SCHOOLS.map((s) => s[0]), SCHOOLS.map((s) => s[1])],
  )
  return (rowCount ?? 0) > 0
}
