import type { Db } from '../../db/types'
import type * as Api from '../../../../types/api/tripwise-m-api'
import { noResult, type Answer } from '../../lib/answer'
import { businessRule, conflict, forbidden, notFound } from '../../lib/errors'
import type { Member } from '../../lib/caller'
import * as repo from './repository'

export const MAX_ITEMS = 12

export async function homeItems(db: Db, member: Member): Promise<Api.FrequentlyUsedIndexData> {
  const items = await repo.findItems(db, member.memberId)
  if (items.length > 0) return { Items: items, IsDefault: false }
  return { Items: await repo.findDefaultItems(db, member.memberId), IsDefault: true }
}

export async function catalogue(db: Db, member: Member): Promise<Api.FrequentBusinessIndexData> {
  const categories: Api.FrequentBusinessIndexData['Categories'] = []
  for (const fn of await repo.findFunctions(db, member.memberId)) {
    const last = categories[categories.length - 1]
    if (last && last.Category === fn.Category) last.Functions.push(fn)
    else categories.push({ Category: fn.Category, Functions: [fn] })
  }
  return { Categories: categories }
}

export async function add(db: Db, member: Member, code: string): Promise<Api.FrequentBusinessAddData> {
  const fn = await repo.findFunction(db, member.memberId, code)
  if (!fn.exists) throw notFound('功能不存在')
  if (!fn.permitted) throw forbidden('您没有该功能的使用权限')
  const id = await db.transaction(async (tx) => {
    await tx.query('select id from members where id = $1 for update', [member.memberId])
    if ((await repo.countItems(tx, member.memberId)) >= MAX_ITEMS) throw businessRule(`常用功能最多${MAX_ITEMS}个`)
    return repo.insertItem(tx, member.memberId, code)
  })
  if (id === undefined) throw conflict('该功能已在常用中')
  return { Id: String(id) }
}

/** Reorders: Ids must be exactly the member's items (another member's id answers 4004). */
export async function edit(db: Db, member: Member, ids: string[]): Promise<Api.FrequentBusinessEditData> {
  const wanted = ids.map(Number)
  await db.transaction(async (tx) => {
    const own = new Set(await repo.itemIds(tx, member.memberId))
    if (wanted.some((id) => !own.has(id))) throw notFound('常用功能不存在')
    if (new Set(wanted).size !== wanted.length || wanted.length !== own.size) throw businessRule('请提交全部常用功能的新顺序')
    for (const [index, id] of wanted.entries()) await repo.setSort(tx, member.memberId, id, index + 1)
  })
  return { Items: await repo.findItems(db, member.memberId) }
}

export async function remove(db: Db, member: Member, id: string): Promise<null> {
  if (!(await repo.deleteItem(db, member.memberId, Number(id)))) throw notFound('常用功能不存在')
  return null
}

export async function search(db: Db, member: Member, keyword: string): Promise<Api.FrequentBusinessSearchData | Answer<Api.FrequentBusinessSearchData>> {
  const functions = await repo.findFunctions(db, member.memberId, keyword.trim())
  return functions.length === 0 ? noResult({ Functions: functions }, '没有找到相关功能') : { Functions: functions }
}
