import type { Queryable } from '../../db/types'
import { invalidInput } from '../../lib/errors'
import { FILE_PATH } from '../upload/public'

/** The upload id of a served path the caller uploaded (common/upload), or a 4000 naming the picture. */
export async function ownUploadId(db: Queryable, memberId: number, url: string, label: string): Promise<string> {
  const id = url.startsWith(FILE_PATH) ? url.slice(FILE_PATH.length) : ''
  const { rows } = /^[0-9a-f]{32}$/.test(id)
    ? await db.query('select 1 from uploads where id = $1 and member_id = $2', [id, memberId])
    : { rows: [] }
  if (rows.length === 0) throw invalidInput(`请上传${label}`)
  return id
}
