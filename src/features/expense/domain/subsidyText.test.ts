import { dayText, gradeText, halvesText, tierText } from './subsidyText'

test('subsidy words', () => {
  expect(dayText(2.5)).toBe('2.5天')
  expect(tierText(1)).toBe('一线城市')
  expect(tierText(9)).toBe('其他城市')
  expect(gradeText('manager')).toBe('管理层')
  expect(gradeText('*')).toBe('全部职级')
  expect(halvesText(1)).toBe('半天')
  expect(halvesText(2)).toBe('全天')
})
