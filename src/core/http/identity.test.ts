import { hasLogin, isTravelBusinessFlag, withIdentity } from './identity'
import type { RequestIdentity } from './types'

const base: RequestIdentity = {
  EnterpriseId: 'E',
  Version: '8.15.00',
  MemberId: 'M',
  MemberName: 'N',
  PhoneType: 'H5',
  MemberMac: 'mac',
  Token: 'T',
  PlatId: '1020',
  RefId: '',
  EnterpriseKey: 'k',
  bookingMethod: null,
}

describe('IsTravelBussiness', () => {
  it('1 when booking for business travel', () => {
    expect(isTravelBusinessFlag({ bookingMethod: 1, RefId: '' })).toBe(1)
    expect(isTravelBusinessFlag({ bookingMethod: '1', RefId: '170' })).toBe(1)
  })
  it('0 for private booking or none', () => {
    expect(isTravelBusinessFlag({ bookingMethod: 2, RefId: '' })).toBe(0)
    expect(isTravelBusinessFlag({ bookingMethod: null, RefId: '' })).toBe(0)
  })
  it('0 for the partner referrer Azgo (219) even for business travel', () => {
    expect(isTravelBusinessFlag({ bookingMethod: 1, RefId: '219' })).toBe(0)
    expect(isTravelBusinessFlag({ bookingMethod: 1, RefId: 219 as unknown as string })).toBe(0)
  })
})

describe('withIdentity', () => {
  it('adds the identity fields; the caller wins on a clash', () => {
    const body = withIdentity({ ...base, bookingMethod: 1 }, { EnterpriseId: 'OTHER', IsTravelBussiness: 0, x: 1 })
    expect(body).toMatchObject({ EnterpriseId: 'OTHER', IsTravelBussiness: 0, x: 1, MemberMac: 'mac', PhoneType: 'H5' })
  })
})

describe('hasLogin', () => {
  it('needs both MemberId and Token', () => {
    expect(hasLogin(base)).toBe(true)
    expect(hasLogin({ MemberId: '', Token: 'T' })).toBe(false)
    expect(hasLogin({ MemberId: 'M', Token: '' })).toBe(false)
  })
})
