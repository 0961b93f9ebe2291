import type { GetCustomerInfoData } from '@api/index'
import { maskPhone } from './maskPhone'

export type ProfileRow = { label: string; value: string }

const GENDER = { 0: '未填写', 1: '男', 2: '女' } as const

/** 个人资料 lines: the phone masked, empty values said plainly, the default department first. */
export function profileRows(info: GetCustomerInfoData): ProfileRow[] {
  const departments = [...info.Departments].sort((a, b) => Number(b.IsDefault) - Number(a.IsDefault)).map((d) => d.DepartmentName)
  return [
    { label: '姓名', value: info.CustomerName || info.MemberName },
    { label: '手机号', value: maskPhone(info.Phone) },
    { label: '邮箱', value: info.Email || '未填写' },
    { label: '性别', value: GENDER[info.Gender] ?? '未填写' },
    { label: '工号', value: info.EmployeeNo || '未填写' },
    { label: '所属企业', value: info.EnterpriseName },
    { label: '部门', value: departments.join('、') || '未分配' },
    { label: '差旅标准', value: info.TravelStandardName || '未设置' },
  ]
}
