import { profileRows } from './profileRows'

const info = {
  MemberId: '10001', MemberName: '张伟', CustomerName: '张伟', Phone: '13800000001', Email: '', Gender: 1 as const, EmployeeNo: 'E001',
  EnterpriseId: '20001', EnterpriseName: '星河智联科技有限公司', TravelStandardName: '',
  Departments: [{ DepartmentId: '2', DepartmentName: '华东区', IsDefault: false }, { DepartmentId: '1', DepartmentName: '市场部', IsDefault: true }],
}

describe('profileRows', () => {
  it('masks the phone, puts the default department first and says what is missing', () => {
    expect(profileRows(info)).toEqual([
      { label: '姓名', value: '张伟' },
      { label: '手机号', value: '138****0001' },
      { label: '邮箱', value: '未填写' },
      { label: '性别', value: '男' },
      { label: '工号', value: 'E001' },
      { label: '所属企业', value: '星河智联科技有限公司' },
      { label: '部门', value: '市场部、华东区' },
      { label: '差旅标准', value: '未设置' },
    ])
  })
  it.each([
    [0, '未填写'],
    [2, '女'],
  ] as const)('gender %s -> %s', (gender, text) => expect(profileRows({ ...info, Gender: gender })[3].value).toBe(text))
  it('no department', () => expect(profileRows({ ...info, Departments: [] })[6].value).toBe('未分配'))
})
