import type { Queryable } from '../../../db/types'
import type { CampusRole } from '../../../../../types/api/accountExtras'

export type CampusClaim = { role: CampusRole; name: string; school: string; number: string; enrollYear: number | null; thisYear: number }
export type CampusAnswer = { verified: true; validUntil: string } | { verified: false; reason: string }

/**
 * Who checks a student or teacher against the school's records (a real one calls CHSI / the school's
 * registry); answers verified with an end date, or a reason in Chinese.
 */
export type CampusVerifier = {
  readonly name: string
  verify(claim: CampusClaim): Promise<CampusAnswer>
  schools(keyword: string): Promise<string[]>
}

const NUMBER = /^[A-Za-z0-9]{6,20}$/
/** A degree takes at most this many years (undergraduate 4-5, plus a master's): older enrolments are not students any more. */
export const MAX_STUDY_YEARS = 8

/**
 * The simulated registry: the school must be one of campus_schools, the number 6-20 letters or digits, a
 * student's enrolment year within the last 8 years. Students are verified until 31 August after their 4th year
 * (at least until next year's), teachers for a year.
 */
export function createSimulatedCampusVerifier(db: Queryable): CampusVerifier {
  return {
    name: 'simulated',
    async schools(keyword) {
      const { rows } = await db.query<{ name: string }>(
        `select name from campus_schools where $1 = '' or name like '%' || $1 || '%' order by code limit 20`,
        [keyword.trim()],
      )
      return rows.map((r) => r.name)
    },
    async verify(claim) {
      const { rows } = await db.query('select 1 from campus_schools where name = $1', [claim.school])
      if (rows.length === 0) return { verified: false, reason: '未查询到该学校，请选择学信网收录的学校' }
      if (!NUMBER.test(claim.number)) return { verified: false, reason: '学号/工号应为6-20位字母或数字' }
      if (claim.role === 'teacher') return { verified: true, validUntil: `${claim.thisYear + 1}-08-31` }
      const year = claim.enrollYear ?? 0
      if (year > claim.thisYear) return { verified: false, reason: '入学年份不能晚于今年' }
      if (year < claim.thisYear - MAX_STUDY_YEARS) return { verified: false, reason: '学籍已超出在读年限，无法认证为在校学生' }
      return { verified: true, validUntil: `${Math.max(year + 4, claim.thisYear + 1)}-08-31` }
    },
  }
}
