import { defaultForm, flightRoutesOf, formError, formFromQuery, formToQuery } from './searchForm'

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

describe('the last route (decision 0722)', () => {
  const history = [
    { from: { code: 'SHA', name: '上海' }, to: { code: 'TYO', name: '东京' }, isInternational: true },
    'an old entry of another shape',
    { from: { code: 'CTU', name: '成都' }, to: { code: 'SZX', name: '深圳' }, isInternational: false },
    { from: { code: 'BJS', name: '北京' }, to: { code: 'CAN', name: '广州' } },
  ]
  it('the home opens on the last route of its tab', () => {
    expect(defaultForm('2026-11-28', false, history)).toMatchObject({ from: { code: 'CTU' }, to: { code: 'SZX' }, isInternational: false })
    expect(defaultForm('2026-11-28', true, history)).toMatchObject({ from: { code: 'SHA' }, to: { code: 'TYO' }, isInternational: true })
    expect(defaultForm('2026-11-28', false, [])).toMatchObject({ from: { code: 'BJS' }, to: { code: 'SHA' } })
  })
  it('lists the routes of one tab, entries without a tab counted as 国内', () => {
    expect(flightRoutesOf(history, false).map((e) => e.from.code)).toEqual(['CTU', 'BJS'])
  })
})
