import { costFormError, monthTitle, shiftMonth } from './costForm'

const valid = { costTypeId: '18002', amountText: '86.5', costDate: '2026-11-20', cityName: '上海', remark: '' }

describe('costFormError', () => {
  it.each([
    [{}, ''],
    [{ costTypeId: '' }, '请选择费用类型'],
    [{ amountText: '' }, '请输入正确的金额'],
    [{ amountText: '0' }, '请输入正确的金额'],
    [{ amountText: '1.234' }, '请输入正确的金额'],
    [{ amountText: '1000000.01' }, '金额不能超过100万元'],
    [{ costDate: '' }, '请选择消费日期'],
    [{ costDate: '2026-11-25' }, '消费日期不能晚于今天'],
    [{ remark: '长'.repeat(201) }, '备注最多200字'],
  ])('%j -> %j', (change, message) => {
    expect(costFormError({ ...valid, ...change }, '2026-11-24')).toBe(message)
  })
})

it.each([
  ['2026-11', 1, '2026-12'],
  ['2026-12', 1, '2027-01'],
  ['2026-01', -1, '2025-12'],
  ['2026-05', -13, '2025-04'],
])('shiftMonth(%s, %d) is %s', (month, by, next) => {
  expect(shiftMonth(month, by)).toBe(next)
})

it('titles a month in Chinese', () => {
  expect(monthTitle('2026-03')).toBe('2026年3月')
})
