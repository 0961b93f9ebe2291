import { randomBytes } from 'node:crypto'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import type { UploadData } from '../../../../types/api/tripwise-m-api'
import { ResultCode } from '../../../../types/api/codes'
import { envelope } from '../../lib/answer'
import { invalidInput, tooManyRequests } from '../../lib/errors'
import { routeSchema, urlOf, type RouteAt } from '../../lib/route'
import { imageTypeOf } from './imageType'
import type { Assert, Same } from '../../lib/type-check'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** Uploads per member per minute (a form attaches a few pictures; a script does not get to fill the disk). */
export const UPLOADS_PER_MINUTE = 20
const UPLOAD: RouteAt = { module: 'tripwise-m-api', path: '/common/upload' }
const FILE: RouteAt = { module: 'tripwise-m-api', path: '/common/file/:id' }
export const FILE_PATH = urlOf(FILE).replace(':id', '')
export const UploadDataSchema = Type.Object({ Url: Type.String() })
export type _UploadData = Assert<Same<Static<typeof UploadDataSchema>, UploadData>>
const FileParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }) })

/** tripwise-m-api common/upload (one image, multipart field `file`) and common/file/:id (serves it). */
export default async function uploadRoutes(app: FastifyInstance) {
  const { db } = app
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } })

  const uploadDoc = {
    body: 'multipart/form-data, field `file`: one JPG/PNG/GIF/WebP image ≤ 5 MB (checked by its bytes); 20 per member per minute',
    data: '`{Url}` (served by common/file)',
  }
  app.post(urlOf(UPLOAD), { schema: routeSchema(UPLOAD, uploadDoc, { consumes: ['multipart/form-data'] }, 'required', UploadDataSchema), config: { auth: 'required' } }, async (request) => {
    const member = request.caller()
    if ((await app.countHit(`upload:${member.memberId}`, 60_000)) > UPLOADS_PER_MINUTE) throw tooManyRequests('上传过于频繁，请稍后再试')
    if (!request.isMultipart()) throw invalidInput('请选择要上传的图片')
    const file = await request.file().catch(() => undefined)
    if (!file) throw invalidInput('请选择要上传的图片')
    const bytes = await file.toBuffer().catch(() => null)
    if (!bytes || file.file.truncated) throw invalidInput(`图片不能超过${MAX_IMAGE_BYTES / 1024 / 1024}MB`)
    const contentType = imageTypeOf(bytes)
    if (!contentType) throw invalidInput('仅支持 JPG、PNG、GIF、WebP 格式的图片')
    const id = randomBytes(16).toString('hex')
    await app.uploadStore.put(id, bytes)
    await db.query('insert into uploads (id, member_id, content_type, byte_size) values ($1, $2, $3, $4)', [id, member.memberId, contentType, bytes.length])
    const data: UploadData = { Url: `${FILE_PATH}${id}` }
    return envelope(ResultCode.success, '上传成功', data)
  })

  const fileDoc = { body: '—', data: 'the image bytes (random 32-hex id; unknown 404 with 4004)' }
  // No response schema: the bytes on success, the envelope when the id is malformed (both HTTP 200).
  const { response: _envelope, ...fileSchema } = routeSchema(FILE, fileDoc, { params: FileParams }, 'public')
  app.get<{ Params: { id: string } }>(urlOf(FILE), { schema: fileSchema, config: { auth: 'public' } }, async (request, reply) => {
    const { rows } = await db.query<{ content_type: string; bytes: Buffer | null }>('select content_type, bytes from uploads where id = $1', [request.params.id])
    const bytes = rows[0] ? (rows[0].bytes ?? (await app.uploadStore.get(request.params.id))) : null
    if (!rows[0] || !bytes) return reply.code(404).send(envelope(ResultCode.notFound, '图片不存在', null))
    return reply
      .header('content-type', rows[0].content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes)
  })
}
