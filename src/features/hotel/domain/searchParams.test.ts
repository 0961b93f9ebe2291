import { EMPTY_FILTERS } from './listFilters'
import {
  defaultSearchForm, formFromQuery, formToQuery, refreshedForm, searchFormError, toSearchRequest, withArrival,
} from './searchParams'

const today = '2026-11-22'

describe('hotel search form errors', () => {
  it('needs a city', () => {
    expect(searchFormError(defaultSearchForm(today), today, 30)).toBe('请选择目的地')
    expect(searchFormError({ ...defaultSearchForm(today), cityCode: 'GZ' }, today, 30)).toBeNull()
  })
  it('passes the shared stay rule through', () => expect(searchFormError({ ...defaultSearchForm(today), cityCode: 'GZ', departureDate: today }, today, 30)).toBe('离店日期须晚于入住日期'))
})

describe('search form', () => {
  it('a new arrival keeps the stay length', () => {
    const form = { ...defaultSearchForm(today), departureDate: '2026-11-25' }
    expect(withArrival(form, '2026-12-01')).toMatchObject({ arrivalDate: '2026-12-01', departureDate: '2026-12-04' })
  })
  it('a stale saved form moves to today', () => {
    const stale = { ...defaultSearchForm('2026-11-01'), departureDate: '2026-11-03' }
    expect(refreshedForm(stale, today)).toMatchObject({ arrivalDate: today, departureDate: '2026-11-24' })
    const fresh = defaultSearchForm(today)
    expect(refreshedForm(fresh, today)).toBe(fresh)
  })
  it('request with keyword, point and private flag', () => {
    const form = { ...defaultSearchForm(today), cityCode: 'GZ', keyword: ' 天河 ', isPrivate: true, point: { lat: 1, lon: 2, name: 'x' } }
    expect(toSearchRequest(form, EMPTY_FILTERS, 2)).toEqual({
      CityCode: 'GZ',
      ArrivalDate: today,
      DepartureDate: '2026-11-23',
      Keyword: '天河',
      Sort: 'recommend',
      IsPrivate: 1,
      Lat: 1,
      Lon: 2,
      PageIndex: 2,
      PageSize: 20,
    })
  })
  it('query round trip', () => {
    const form = { ...defaultSearchForm(today), cityCode: 'GZ', cityName: '广州', cityTier: 1 as const, keyword: 'k', isPrivate: true }
    expect(formFromQuery(formToQuery(form), today)).toEqual(form)
    expect(formFromQuery({ cityTier: '9', arrivalDate: 'bad' }, today)).toMatchObject({ cityTier: null, arrivalDate: today, departureDate: '2026-11-23' })
  })
})
