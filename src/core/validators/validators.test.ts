import { COST_MODULE_TEXT_TYPE, DEPARTMENT_TIP, checkCostModules, departmentTipFor, isChineseName, isEnterpriseAllowed, isPhone } from '.'
import type { CostModule } from '.'

describe('isPhone', () => {
  it.each(['13800138000', '19912345678', 13800138000])('accepts %s', (phone) => expect(isPhone(phone)).toBe(true))
  it.each(['23800138000', '1380013800', '138001380001', '1380013800a', '', null])('rejects %s', (phone) =>
    expect(isPhone(phone)).toBe(false),
  )
})

describe('isChineseName', () => {
  it.each(['张三', '阿依古丽·买买提', 'Zhang San', '李 四', 'Tom·Li'])('accepts %s', (name) => expect(isChineseName(name)).toBe(true))
  it.each(['·张三', '张三·', '张三1', '张_三', '', '  ', '张三!'])('rejects %s', (name) => expect(isChineseName(name)).toBe(false))
})

describe('isEnterpriseAllowed', () => {
  it('shows only for enterprise ids in the list, number or string alike', () => {
    expect(isEnterpriseAllowed('1001', [1001, 1002])).toBe(true)
    expect(isEnterpriseAllowed(1002, ['1002'])).toBe(true)
    expect(isEnterpriseAllowed('1003', [1001, 1002])).toBe(false)
    expect(isEnterpriseAllowed('', [''])).toBe(false)
  })
})

describe('departmentTipFor', () => {
  it('gives the tip only for the configured enterprises', () => {
    expect(DEPARTMENT_TIP).toBe('注：预订部门与费用归属部门须为同一公司')
    expect(departmentTipFor('E1', ['E1'])).toBe(DEPARTMENT_TIP)
    expect(departmentTipFor('E2', ['E1'])).toBeNull()
    expect(departmentTipFor('E1')).toBeNull()
  })
})

describe('checkCostModules', () => {
  const text = (over: Partial<CostModule> = {}): CostModule => ({
    modelName: '出差事由',
    type: COST_MODULE_TEXT_TYPE,
    isRequire: true,
    members: [{ memberName: '张三', selectedName: '' }],
    ...over,
  })
  const select = (over: Partial<CostModule> = {}): CostModule => ({
    modelName: '成本中心',
    type: 'select',
    isRequire: true,
    members: [{ memberName: '李四', items: [] }],
    ...over,
  })

  it('text module without a name: 请填写{member}的{label}', () => {
    expect(checkCostModules([text()])).toBe('请填写张三的出差事由')
  })

  it('other module without items: 请选择{member}的{label}', () => {
    expect(checkCostModules([select()])).toBe('请选择李四的成本中心')
  })

  it('no member name: the message has no member part', () => {
    expect(checkCostModules([text({ members: [{ selectedName: ' ' }] })])).toBe('请填写出差事由')
    expect(checkCostModules([select({ members: [{}] })])).toBe('请选择成本中心')
  })

  it('stops at the first failure', () => {
    expect(checkCostModules([select(), text()])).toBe('请选择李四的成本中心')
  })

  it('skips hidden and not required modules, and filled ones pass', () => {
    expect(checkCostModules([text({ isHide: true }), select({ isRequire: false })])).toBeNull()
    expect(
      checkCostModules([text({ members: [{ memberName: '张三', selectedName: '开会' }] }), select({ members: [{ items: [1] }] })]),
    ).toBeNull()
  })

  it('a member flag overrides the module flag', () => {
    expect(checkCostModules([select({ isRequire: false, members: [{ memberName: '王五', isRequire: true }] })])).toBe(
      '请选择王五的成本中心',
    )
    expect(checkCostModules([select({ members: [{ memberName: '王五', isRequire: false }] })])).toBeNull()
  })
})
