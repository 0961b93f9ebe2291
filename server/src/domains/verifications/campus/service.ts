import type { Db } from '../../../db/types'
import type * as Api from '../../../../../types/api/accountExtras'
import type { Member } from '../../../lib/caller'
import { businessRule, invalidInput } from '../../../lib/errors'
import { shanghaiDate } from '../../../lib/time'
import { ownUploadId } from '../ownUpload'
import type { CampusVerifier } from './provider'

type Row = { role: Api.CampusRole; name: string; school: string; number: string; enroll_year: number | null; status: 'verified' | 'rejected'; reason: string; valid_until: string | null }

const NONE: Api.CampusAuthInfoData = { Status: 'none', Role: '', Name: '', School: '', Number: '', EnrollYear: null, Reason: '', ValidUntil: '' }

export async function campusInfo(db: Db, member: Member): Promise<Api.CampusAuthInfoData> {
  const { rows } = await db.query<Row>(
    `select role, name, school, number, enroll_year, status, reason, to_char(valid_until, 'YYYY-MM-DD') as valid_until
       from campus_verifications where member_id = $1`,
    [member.memberId],
  )
  const r = rows[0]
  if (!r) return NONE
  const lapsed = r.status === 'verified' && (r.valid_until ?? '') < shanghaiDate()
  return {
    Status: lapsed ? 'rejected' : r.status,
    Role: r.role,
    Name: r.name,
    School: r.school,
    Number: r.number,
    EnrollYear: r.enroll_year,
    Reason: lapsed ? '认证已过期，请重新认证' : r.reason,
    ValidUntil: r.status === 'verified' && !lapsed ? (r.valid_until ?? '') : '',
  }
}

/**
 * The member verifies themself: the name must be the member's own; the provider decides. A rejected answer is
 * kept (the screen shows why) and can be corrected and sent again; a verified one cannot be replaced while valid.
 */
export async function submitCampus(db: Db, verifier: CampusVerifier, member: Member, body: Api.CampusAuthSubmitRequest): Promise<Api.CampusAuthSubmitData> {
  const current = await campusInfo(db, member)
  if (current.Status === 'verified') throw businessRule('您已完成认证，无需重复提交')
  const name = body.Name.trim()
  const { rows } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  if (rows[0]?.name !== name) throw businessRule('姓名须与账号实名一致')
  if (body.Role === 'student' && body.EnrollYear === undefined) throw invalidInput('请填写入学年份')
  const cardImageUrl = body.CardImageUrl
  await ownUploadId(db, member.memberId, cardImageUrl, '学生证或教师证照片')
  const claim = {
    role: body.Role,
    name,
    school: body.School.trim(),
    number: body.Number.trim(),
    enrollYear: body.Role === 'student' ? (body.EnrollYear ?? null) : null,
    thisYear: Number(shanghaiDate().slice(0, 4)),
  }
  const answer = await verifier.verify(claim)
  await db.query(
    `insert into campus_verifications (member_id, role, name, school, number, enroll_year, card_image_url, status, reason, provider, valid_until)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (member_id) do update set role = excluded.role, name = excluded.name, school = excluded.school, number = excluded.number,
       enroll_year = excluded.enroll_year, card_image_url = excluded.card_image_url, status = excluded.status, reason = excluded.reason,
       provider = excluded.provider, valid_until = excluded.valid_until, updated_at = now()`,
    [member.memberId, claim.role, claim.name, claim.school, claim.number, claim.enrollYear, cardImageUrl,
      answer.verified ? 'verified' : 'rejected', answer.verified ? '' : answer.reason, verifier.name, answer.verified ? answer.validUntil : null],
  )
  return campusInfo(db, member)
}
