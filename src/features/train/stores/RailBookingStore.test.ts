import type { Rail12306Passenger } from '@api/train'
import { RailBookingStore } from './RailBookingStore'

const passenger = (PassengerId: string, Name: string, VerifyStatus: Rail12306Passenger['VerifyStatus']): Rail12306Passenger => ({
  PassengerId, Name, IdNoMasked: '1101**********4477', PhoneMasked: '139****5678', PassengerType: 'adult', VerifyStatus, VerifyStatusText: '',
})
const account = { AccountId: '7', UserName: 'booker.rail', Status: 'Bound' as const, StatusText: '已绑定', PhoneMasked: '139****5678', BoundAt: '2099-11-24T10:00:00+08:00' }

describe('RailBookingStore', () => {
  it('offers the 12306 channel only with a bound account', async () => {
    const store = new RailBookingStore({ accounts: jest.fn().mockResolvedValue({ Accounts: [{ ...account, Status: 'Unverified' }] }), passengers: jest.fn() })
    await store.fetch()
    expect(store.account).toBeNull()
    await store.setChannel('rail')
    expect(store.isRail).toBe(false)
  })

  it('picks checked passengers only, with the reason for the others, and sends them by their 12306 id', async () => {
    const passengers = jest.fn().mockResolvedValue({ Passengers: [passenger('1', '刘洋', 'Passed'), passenger('2', '赵敏', 'Pending'), passenger('3', '王芳', 'Failed')] })
    const store = new RailBookingStore({ accounts: jest.fn().mockResolvedValue({ Accounts: [account] }), passengers })
    await store.fetch()
    await store.setChannel('rail')
    expect(passengers).toHaveBeenCalledWith('7')
    expect(store.isRail).toBe(true)
    expect(store.toggle(store.passengers[1])).toBe('赵敏待12306核验，请先在12306乘客中完成手机核验')
    expect(store.toggle(store.passengers[2])).toBe('王芳未通过12306核验，不能购票')
    expect(store.toggle(store.passengers[0])).toBe('')
    expect(store.orderPassengers).toEqual([{ Name: '刘洋', IdNo: '', Phone: '', MemberId: '', RailPassengerId: '1' }])
    store.toggle(store.passengers[0])
    expect(store.orderPassengers).toEqual([])
  })

  it('says when the account\'s passengers cannot be read', async () => {
    const store = new RailBookingStore({ accounts: jest.fn().mockResolvedValue({ Accounts: [account] }), passengers: jest.fn().mockRejectedValue(new Error('网络异常')) })
    await store.fetch()
    await store.setChannel('rail')
    expect(store.error).not.toBe('')
  })
})
