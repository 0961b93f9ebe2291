import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/accountExtras'
import type { Member } from '../../../lib/caller'
import { sha256Hex } from '../../../lib/crypto'
import { businessRule, invalidInput, notFound } from '../../../lib/errors'
import { isChineseName } from '@domain/identity/chineseName'
import { ownUploadId } from '../ownUpload'

export const VERIFY_TTL_SECONDS = 600

type Row = { id_no: string | null; verify_id: string; scene: Api.FaceScene; status: 'pending' | 'passed' | 'failed'; name: string; id_no_masked: string; score: number | null; reason: string; expired: boolean }

const maskIdNo = (idNo: string) => `${idNo.slice(0, 3)}${'*'.repeat(idNo.length - 7)}${idNo.slice(-4)}`

async function findOwn(app: FastifyInstance, member: Member, verifyId: string): Promise<Row> {
  const { rows } = await app.db.query<Row>(
    `select verify_id, id_no, scene, status, name, id_no_masked, score, reason, expires_at <= now() as expired
       from face_verifications where verify_id = $1 and member_id = $2`,
    [verifyId, member.memberId],
  )
  if (!rows[0]) throw notFound('核验记录不存在')
  return rows[0]
}

function resultOf(row: Row): Api.FaceVerifyResultData {
  const status: Api.FaceStatus = row.status === 'pending' && row.expired ? 'expired' : row.status
  return { VerifyId: row.verify_id, Scene: row.scene, Status: status, Name: row.name, MaskedIdNo: row.id_no_masked, Score: row.score, Reason: status === 'expired' ? '核验已超时，请重新开始' : row.reason }
}

/** `self`: the member's own name; `newUser`: a person the member registers (name, ID and mobile). */
export async function startFace(app: FastifyInstance, member: Member, body: Api.FaceVerifyStartRequest): Promise<Api.FaceVerifyStartData> {
  const name = body.Name.trim()
  const idNo = body.IdNo.toUpperCase()
  if (!isChineseName(name)) throw invalidInput('请填写证件上的姓名')
  if (body.Scene === 'self') {
    const { rows } = await app.db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
    if (rows[0]?.name !== name) throw businessRule('姓名须与账号实名一致')
  } else if (!body.Phone) throw invalidInput('请填写手机号')
  const verifyId = randomBytes(16).toString('hex')
  await app.db.query(
    `insert into face_verifications (verify_id, member_id, enterprise_id, scene, name, id_no_masked, id_no_hash, id_no, phone, provider, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11::int))`,
    [verifyId, member.memberId, member.enterpriseId, body.Scene, name, maskIdNo(idNo), sha256Hex(idNo), idNo, body.Phone ?? '', app.faceProvider.name, VERIFY_TTL_SECONDS],
  )
  return { VerifyId: verifyId, ExpireSeconds: VERIFY_TTL_SECONDS }
}

/** One photo per VerifyId, within 10 minutes: the provider's answer is final (a failure starts over). */
export async function submitFace(app: FastifyInstance, member: Member, body: Api.FaceVerifySubmitRequest): Promise<Api.FaceVerifySubmitData> {
  const row = await findOwn(app, member, body.VerifyId)
  const idNo = row.id_no
  if (row.status !== 'pending') throw businessRule('该核验已完成，请重新开始')
  if (row.expired || !idNo) throw businessRule('核验已超时，请重新开始')
  const uploadId = await ownUploadId(app.db, member.memberId, body.PhotoUrl, '人脸照片')
  const photo = await app.uploadStore.get(uploadId)
  if (!photo) throw invalidInput('请上传人脸照片')
  const answer = await app.faceProvider.compare({ name: row.name, idNo, photo })
  const { rowCount } = await app.db.query(
    `update face_verifications set id_no = null, status = $3, score = $4, reason = $5, photo_url = $6, submitted_at = now()
      where verify_id = $1 and member_id = $2 and status = 'pending'`,
    [body.VerifyId, member.memberId, answer.passed ? 'passed' : 'failed', answer.score, answer.reason, body.PhotoUrl],
  )
  if (rowCount === 0) throw businessRule('该核验已完成，请重新开始')
  return resultOf(await findOwn(app, member, body.VerifyId))
}

export async function faceResult(app: FastifyInstance, member: Member, verifyId: string): Promise<Api.FaceVerifyResultData> {
  return resultOf(await findOwn(app, member, verifyId))
}
