import { defaultForm, formError, formFromQuery, formToQuery } from './searchForm'

const today = '2026-12-01'

test.each([
  ['ok', {}, ''],
  ['same city', { to: { code: 'BJS', name: '北京' } }, '出发城市和到达城市不能相同'],
  ['yesterday', { departDate: '2026-11-30' }, '出发日期不能早于今天'],
  ['return before outbound', { isRoundTrip: true, returnDate: '2026-12-01' }, '返程日期不能早于去程日期'],
  ['one-way ignores return date', { isRoundTrip: false, returnDate: '2026-11-01' }, ''],
])('formError: %s', (_name, change, message) => {
  expect(formError({ ...defaultForm(today), ...change }, today)).toBe(message)
})

test('query round trip', () => {
  const form = { ...defaultForm(today), isRoundTrip: true, cabin: 'Y' as const }
  expect(formFromQuery(formToQuery(form), defaultForm(today))).toEqual(form)
  const intl = defaultForm(today, true)
  expect(formFromQuery(formToQuery(intl), defaultForm(today))).toEqual({ ...intl, returnDate: intl.departDate })
  expect(formFromQuery({}, intl)).toBe(intl)
})
