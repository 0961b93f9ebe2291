import { railPassengerBlock } from './railBooking'

describe('railPassengerBlock', () => {
  it('only passengers 12306 has checked can be booked through the account', () => {
    expect(railPassengerBlock({ VerifyStatus: 'Passed' })).toBe('')
    expect(railPassengerBlock({ VerifyStatus: 'Pending' })).toBe('待12306核验，请先在12306乘客中完成手机核验')
    expect(railPassengerBlock({ VerifyStatus: 'Failed' })).toBe('未通过12306核验，不能购票')
  })
})
