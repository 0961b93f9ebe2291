import type { Queryable } from '../../../db/types'
import type { Banner, IdentityType, Nationality, Region } from '../../../../../types/api/b2b'

export async function findBanners(db: Queryable, platId: number, enterpriseId: number | null, position: string): Promise<Banner[]> {
  const { rows } = await db.query<{ id: number; title: string; image_url: string; link_url: string; sort: number }>(
    `select id, title, image_url, link_url, sort from banners
      where position = $3
        and ((enterprise_id is null and plat_id = $1) or enterprise_id = $2)
        and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
      order by (enterprise_id is not null) desc, sort, id`,
    [platId, enterpriseId ?? -1, position],
  )
  return rows.map((r) => ({ Id: String(r.id), Title: r.title, ImageUrl: r.image_url, LinkUrl: r.link_url, Sort: r.sort }))
}

export async function findRegions(db: Queryable, level: 1 | 2 | 3, parentCode: string): Promise<Region[]> {
  const { rows } = await db.query<{ code: string; name: string; parent_code: string; level: 1 | 2 | 3 }>(
    'select code, name, parent_code, level from regions where level = $1 and parent_code = $2 order by sort, code',
    [level, parentCode],
  )
  return rows.map((r) => ({ Code: r.code, Name: r.name, ParentCode: r.parent_code, Level: r.level }))
}

export async function regionExists(db: Queryable, code: string, level: number): Promise<boolean> {
  return (await db.query('select 1 from regions where code = $1 and level = $2', [code, level])).rowCount > 0
}

export async function findIdentityTypes(db: Queryable): Promise<IdentityType[]> {
  const { rows } = await db.query<{ code: number; name: string }>('select code, name from identity_types order by sort')
  return rows.map((r) => ({ Code: r.code, Name: r.name }))
}

export async function findNationalities(db: Queryable): Promise<Nationality[]> {
  const { rows } = await db.query<{ code: string; name: string; en_name: string }>('select code, name, en_name from nationalities order by sort')
  return rows.map((r) => ({ Code: r.code, Name: r.name, EnName: r.en_name }))
}

export async function findPublicConfig(db: Queryable, key: string): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>('select value from public_config where key = $1', [key])
  return rows[0]?.value
}

export async function findEnterpriseDingTalk(db: Queryable, enterpriseId: number) {
  const { rows } = await db.query<{ dingtalk_corp_id: string | null; dingtalk_client_id: string | null }>(
    `select dingtalk_corp_id, dingtalk_client_id from enterprises where id = $1 and status = 'active'`,
    [enterpriseId],
  )
  return rows[0]
}

export async function defaultServicePhone(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ service_phone: string }>('select service_phone from platforms where is_default limit 1')
  return rows[0]?.service_phone ?? ''
}

export async function accountExists(db: Queryable, phone: string): Promise<boolean> {
  return (await db.query(`select 1 from accounts where phone = $1 and status = 'active'`, [phone])).rowCount > 0
}

export async function hasPlatformBanners(db: Queryable, platId: number, position: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from banners where plat_id = $1 and enterprise_id is null and position = $2 limit 1', [platId, position])
  return rowCount > 0
}

export async function enterprisePlatId(db: Queryable, enterpriseId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ plat_id: number }>('select plat_id from enterprises where id = $1', [enterpriseId])
  return rows[0]?.plat_id
}
