import { EXTERNAL_NEEDS_TRAVEL_BILL_MESSAGE, missingApplicationMessage, NEED_TRAVEL_FORM_MESSAGE } from './requirement'

describe('missingApplicationMessage', () => {
  it.each<[string, boolean, boolean, string, boolean, string | null]>([
    ['nothing asks', false, false, '', false, null],
    ['needTravelForm', true, false, '', false, NEED_TRAVEL_FORM_MESSAGE],
    ['needTravelForm, private', true, false, '', true, null],
    ['external flag without a journey', false, true, '', false, null],
    ['external flag, blank journey', false, true, '  ', false, null],
    ['external flag with a journey', false, true, 'J2026001', false, EXTERNAL_NEEDS_TRAVEL_BILL_MESSAGE],
    ['external flag with a journey, private', false, true, 'J2026001', true, null],
    ['a journey, flag off', false, false, 'J2026001', false, null],
    ['both', true, true, 'J2026001', false, NEED_TRAVEL_FORM_MESSAGE],
  ])('%s', (_title, needTravelForm, externalNeedTravelBill, journeyBizNo, isPrivate, expected) => {
    expect(missingApplicationMessage({ needTravelForm, externalNeedTravelBill, journeyBizNo, isPrivate })).toBe(expected)
  })
})
