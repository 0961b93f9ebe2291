import type { Db } from '../../db/types'
import type * as Api from '../../../../types/api/travellers'
import { passengerError } from '../../../../domain/travellers/passenger'
import { invalidInput, notFound } from '../../lib/errors'
import type { Member } from '../../lib/caller'
import { shanghaiDate } from '../../lib/time'
import * as repo from './repository'

const NOT_FOUND = '常用旅客不存在'

async function checkPassenger(db: Db, body: repo.PassengerWrite): Promise<void> {
  const problem = passengerError(
    {
      name: body.Name,
      enLastName: body.EnLastName,
      enFirstName: body.EnFirstName,
      phone: body.Phone,
      documents: body.Documents.map((d) => ({ type: d.IdentityType, number: d.IdentityNo, expiry: d.ExpiryDate, nationality: d.Nationality })),
    },
    shanghaiDate(),
  )
  if (problem) throw invalidInput(problem)
  const codes = [...new Set(body.Documents.map((d) => d.Nationality))]
  const known = await repo.knownNationalities(db, codes)
  if (codes.some((code) => !known.has(code))) throw invalidInput('国籍不正确')
}

export async function passengers(db: Db, member: Member, keyword = ''): Promise<Api.GetPassengerListData> {
  return { Passengers: await repo.findPassengers(db, member.memberId, keyword.trim()) }
}

export async function passenger(db: Db, member: Member, passengerId: string): Promise<Api.GetPassengerInfoData> {
  const found = await repo.findPassenger(db, member.memberId, Number(passengerId))
  if (!found) throw notFound(NOT_FOUND)
  return found
}

/** Adds (no PassengerId) or edits one of the member's frequent passengers; a colleague's phone links them. */
export async function maintain(db: Db, member: Member, body: Api.MaintainPassengerRequest): Promise<Api.MaintainPassengerData> {
  await checkPassenger(db, body)
  if (body.PassengerId !== undefined) {
    const id = Number(body.PassengerId)
    const updated = await db.transaction((tx) => repo.updatePassenger(tx, id, member.memberId, body))
    if (!updated) throw notFound(NOT_FOUND)
    return { PassengerId: String(id) }
  }
  const colleague = await repo.colleagueByPhone(db, member.enterpriseId, body.Phone.trim())
  const id = await db.transaction((tx) => repo.insertPassenger(tx, member.enterpriseId, member.memberId, colleague, body))
  return { PassengerId: String(id) }
}

export async function remove(db: Db, member: Member, passengerId: string): Promise<Api.DeletePassengerData> {
  if (!(await repo.deletePassenger(db, Number(passengerId), member.memberId))) throw notFound(NOT_FOUND)
  return { PassengerId: passengerId }
}

export async function departmentTree(db: Db, member: Member): Promise<Api.GetDepartmentTreeData> {
  return { Departments: await repo.departmentTree(db, member.enterpriseId) }
}

const maskPhone = (phone: string): string => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '')

/** Colleagues of one department of the caller's enterprise, or matching a name / pinyin / initials keyword. */
export async function searchColleagues(db: Db, member: Member, body: Api.SearchColleaguesRequest): Promise<Api.SearchColleaguesData> {
  const departmentId = body.DepartmentId !== undefined ? Number(body.DepartmentId) : undefined
  if (departmentId !== undefined && !(await repo.departmentExists(db, member.enterpriseId, departmentId))) throw notFound('部门不存在')
  await repo.refreshSearchKeys(db, member.enterpriseId)
  const { rows, total } = await repo.searchColleagues(db, member.enterpriseId, { departmentId, keyword: (body.Keyword ?? '').trim() }, { index: body.PageIndex, size: body.PageSize })
  return {
    Colleagues: rows.map((row) => ({
      MemberId: String(row.id),
      Name: row.name,
      PhoneMasked: maskPhone(row.phone),
      DepartmentName: row.department_name ?? '',
      EmployeeNo: row.employee_no,
    })),
    Total: total,
  }
}
