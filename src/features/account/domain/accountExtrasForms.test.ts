import { isResidentIdCard as isValidIdNo } from '@domain/identity/idCard'
import { campusFormError, enterpriseFormError, faceFormError, newPhoneError, type CampusForm, type EnterpriseForm } from './accountExtrasForms'

describe('newPhoneError', () => {
  it('needs a phone that is not the current one', () => {
    expect(newPhoneError('', '13800000001')).toBe('请输入新手机号')
    expect(newPhoneError('1380000', '13800000001')).toBe('请输入正确的手机号')
    expect(newPhoneError('13800000001', '13800000001')).toBe('新手机号不能与当前手机号相同')
    expect(newPhoneError('13712340001', '13800000001')).toBeNull()
  })
})

describe('enterpriseFormError', () => {
  const form: EnterpriseForm = { enterpriseName: '华住测试酒店管理有限公司', contactName: '周敏', phone: '13712340010', code: '123456', cityName: '上海', staffScale: '51-200', email: '' }
  it('checks the fields in their order', () => {
    expect(enterpriseFormError({ ...form, enterpriseName: ' ' })).toBe('请输入企业名称')
    expect(enterpriseFormError({ ...form, enterpriseName: '华住' })).toBe('请填写完整的企业名称')
    expect(enterpriseFormError({ ...form, contactName: '' })).toBe('请输入联系人姓名')
    expect(enterpriseFormError({ ...form, phone: '123' })).toBe('请输入正确的手机号')
    expect(enterpriseFormError({ ...form, code: '12' })).toBe('验证码为6位数字')
    expect(enterpriseFormError({ ...form, cityName: '' })).toBe('请输入所在城市')
    expect(enterpriseFormError({ ...form, staffScale: '' })).toBe('请选择企业规模')
    expect(enterpriseFormError({ ...form, email: 'a@b' })).toBe('请输入正确的邮箱')
    expect(enterpriseFormError(form)).toBeNull()
  })
})

describe('campusFormError', () => {
  const form: CampusForm = { role: 'student', name: '张伟', school: '上海交通大学', number: '518030910001', enrollYear: '2024', cardImageUrl: '/f/1' }
  it('asks students for their enrolment year within 8 years', () => {
    expect(campusFormError(form, 2026)).toBeNull()
    expect(campusFormError({ ...form, enrollYear: '' }, 2026)).toBe('请输入入学年份')
    expect(campusFormError({ ...form, enrollYear: '2027' }, 2026)).toBe('入学年份应在2018-2026之间')
    expect(campusFormError({ ...form, enrollYear: '2017' }, 2026)).toBe('入学年份应在2018-2026之间')
  })
  it('names the number and the photo by role', () => {
    expect(campusFormError({ ...form, role: 'teacher', number: '', enrollYear: '' }, 2026)).toBe('请输入工号')
    expect(campusFormError({ ...form, number: '12' }, 2026)).toBe('学号/工号应为6-20位字母或数字')
    expect(campusFormError({ ...form, role: 'teacher', enrollYear: '', cardImageUrl: '' }, 2026)).toBe('请上传教师证照片')
    expect(campusFormError({ ...form, school: '' }, 2026)).toBe('请选择学校')
  })
})

describe('facial verification form', () => {
  it('checks the ID check digit', () => {
    expect(isValidIdNo('11010519491231002X')).toBe(true)
    expect(isValidIdNo('11010519491231002x')).toBe(true)
    expect(isValidIdNo('110105194912310021')).toBe(false)
    expect(isValidIdNo('110105491231002')).toBe(false)
  })
  it('asks the new user for a phone', () => {
    const form = { name: '孙悦', idNo: '11010519491231002X', phone: '' }
    expect(faceFormError(form, false)).toBeNull()
    expect(faceFormError(form, true)).toBe('请输入手机号')
    expect(faceFormError({ ...form, name: '孙悦1' }, false)).toBe('请输入证件上的姓名')
    expect(faceFormError({ ...form, idNo: '110105194912310021' }, false)).toBe('请输入正确的18位身份证号')
  })
})
