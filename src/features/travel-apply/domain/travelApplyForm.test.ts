import { budgetFenOf, citiesOf, requestOf, travelApplyFormError, type TravelApplyFormInput } from './travelApplyForm'

const form = (patch: Partial<TravelApplyFormInput> = {}): TravelApplyFormInput => ({
  reason: '拜访客户',
  departCity: '北京',
  cities: ['上海'],
  startDate: '2026-12-10',
  endDate: '2026-12-12',
  products: ['hotel'],
  budgetYuan: '3000',
  remark: '',
  ...patch,
})

describe('travelApplyFormError', () => {
  it.each([
    [form(), ''],
    [form({ reason: ' ' }), '请填写出差事由'],
    [form({ departCity: '' }), '请填写出发城市'],
    [form({ cities: [] }), '请填写出差城市'],
    [form({ cities: ['a', 'b', 'c', 'd', 'e', 'f'] }), '出差城市最多5个'],
    [form({ startDate: '2026-12-09' }), ''],
    [form({ startDate: '2026-12-08', endDate: '2026-12-08' }), '出发日期不能早于今天'],
    [form({ endDate: '2026-12-09' }), '返回日期不能早于出发日期'],
    [form({ endDate: '2027-03-09' }), ''], // the 90th day
    [form({ endDate: '2027-03-10' }), '单次出差最长90天'],
    [form({ products: [] }), '请选择出行方式'],
    [form({ budgetYuan: '12.345' }), '请填写正确的预估费用'],
    [form({ budgetYuan: '' }), '请填写正确的预估费用'],
  ])('%o -> %s', (input, message) => {
    expect(travelApplyFormError(input, '2026-12-09')).toBe(message)
  })
})

describe('budget and cities', () => {
  it.each([
    ['3000', 300000],
    ['0', 0],
    ['12.5', 1250],
    ['12.05', 1205],
    ['-1', null],
    ['1e3', null],
  ])('%s yuan -> %s fen', (text, fen) => {
    expect(budgetFenOf(text)).toBe(fen)
  })

  it('splits cities on Chinese and Latin separators, once each', () => {
    expect(citiesOf('上海、杭州,上海 南京，')).toEqual(['上海', '杭州', '南京'])
    expect(citiesOf('  ')).toEqual([])
  })

  it('builds the request in fen with the remark only when given', () => {
    expect(requestOf(form({ budgetYuan: '88.8' }), true)).toEqual({
      Reason: '拜访客户', DepartCity: '北京', Cities: ['上海'], StartDate: '2026-12-10', EndDate: '2026-12-12', Products: ['hotel'], BudgetFen: 8880, Submit: true,
    })
    expect(requestOf(form({ remark: ' 同行2人 ' }), false).Remark).toBe('同行2人')
  })
})

describe('补申请 and city days (decision 0772)', () => {
  const today = '2026-12-09'
  it('补申请: the trip ended before today; a plain application may not start before it', () => {
    expect(travelApplyFormError(form({ startDate: '2026-12-05', endDate: '2026-12-08', isAfterTheFact: true }), today)).toBe('')
    expect(travelApplyFormError(form({ startDate: '2026-12-05', endDate: '2026-12-09', isAfterTheFact: true }), today)).toBe('补申请仅适用于已结束的出差（返回日期须早于今天）')
    expect(travelApplyFormError(form({ startDate: '2026-12-05', endDate: '2026-12-08' }), today)).toBe('出发日期不能早于今天')
  })
  it('city days inside the dates, each day once; sent with the request', () => {
    const two = form({ cities: ['上海', '杭州'], cityDays: { 上海: { startDate: '2026-12-10', endDate: '2026-12-11' }, 杭州: { startDate: '2026-12-11', endDate: '2026-12-12' } } })
    expect(travelApplyFormError(two, today)).toBe('2026-12-11不能同时在两个城市')
    const fixed = { ...two, cityDays: { 上海: { startDate: '2026-12-10', endDate: '2026-12-10' }, 杭州: { startDate: '2026-12-11', endDate: '2026-12-12' } } }
    expect(travelApplyFormError(fixed, today)).toBe('')
    expect(requestOf({ ...fixed, isAfterTheFact: true }, true)).toMatchObject({
      IsAfterTheFact: true,
      CityDays: [{ CityName: '上海', StartDate: '2026-12-10', EndDate: '2026-12-10' }, { CityName: '杭州', StartDate: '2026-12-11', EndDate: '2026-12-12' }],
    })
    expect(requestOf(form(), true)).not.toHaveProperty('CityDays')
  })
})
