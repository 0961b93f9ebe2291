import type { CampusRole, StaffScale } from '@api/index'
import { isChineseName } from '@domain/identity/chineseName'
import { phoneError } from './loginForm'
import { smsCodeError } from './passwordRules'
import { isResidentIdCard } from '@domain/identity/idCard'

/** Mobile change, step 2: the new phone must be a phone and not the current one. */
export function newPhoneError(phone: string, current: string): string | null {
  if (phone.trim() === '') return '请输入新手机号'
  const problem = phoneError(phone)
  if (problem) return problem === '请输入手机号' ? '请输入新手机号' : problem
  return phone === current ? '新手机号不能与当前手机号相同' : null
}

export const STAFF_SCALES: readonly StaffScale[] = ['1-50', '51-200', '201-1000', '1000+']
export const STAFF_SCALE_LABELS: Record<StaffScale, string> = { '1-50': '1-50人', '51-200': '51-200人', '201-1000': '201-1000人', '1000+': '1000人以上' }

export type EnterpriseForm = { enterpriseName: string; contactName: string; phone: string; code: string; cityName: string; staffScale: StaffScale | ''; email: string }

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

/** The enterprise sign-up form's first problem, in the order of its fields, or null. */
export function enterpriseFormError(form: EnterpriseForm): string | null {
  const name = form.enterpriseName.trim()
  if (name === '') return '请输入企业名称'
  if (name.length < 4) return '请填写完整的企业名称'
  if (form.contactName.trim() === '') return '请输入联系人姓名'
  const phone = phoneError(form.phone)
  if (phone) return phone
  const code = smsCodeError(form.code)
  if (code) return code
  if (form.cityName.trim() === '') return '请输入所在城市'
  if (form.staffScale === '') return '请选择企业规模'
  const email = form.email.trim()
  return email === '' || EMAIL.test(email) ? null : '请输入正确的邮箱'
}

export type CampusForm = { role: CampusRole; name: string; school: string; number: string; enrollYear: string; cardImageUrl: string }

/** Student/teacher verification form: the first problem, or null. `thisYear` in Asia/Shanghai. */
export function campusFormError(form: CampusForm, thisYear: number): string | null {
  if (form.name.trim() === '') return '请输入真实姓名'
  if (form.school.trim() === '') return '请选择学校'
  const number = form.number.trim()
  if (number === '') return form.role === 'student' ? '请输入学号' : '请输入工号'
  if (!/^[A-Za-z0-9]{6,20}$/.test(number)) return '学号/工号应为6-20位字母或数字'
  if (form.role === 'student') {
    if (form.enrollYear.trim() === '') return '请输入入学年份'
    const year = Number(form.enrollYear)
    if (!/^\d{4}$/.test(form.enrollYear.trim()) || year > thisYear || year < thisYear - 8) return `入学年份应在${thisYear - 8}-${thisYear}之间`
  }
  return form.cardImageUrl === '' ? (form.role === 'student' ? '请上传学生证照片' : '请上传教师证照片') : null
}


export type FaceForm = { name: string; idNo: string; phone: string }

/** Facial verification forms: name as on the ID, a valid 18-digit ID; the new user's form also a phone. */
export function faceFormError(form: FaceForm, needsPhone: boolean): string | null {
  if (form.name.trim() === '') return '请输入姓名'
  if (!isChineseName(form.name)) return '请输入证件上的姓名'
  if (form.idNo.trim() === '') return '请输入身份证号'
  if (!isResidentIdCard(form.idNo)) return '请输入正确的18位身份证号'
  if (!needsPhone) return null
  return phoneError(form.phone)
}
