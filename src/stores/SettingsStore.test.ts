import { autorun } from 'mobx'
import { SETTINGS_STORAGE_KEY, SettingsStore } from './SettingsStore'
import { DEVICE_KEYS, SETTINGS_KEYS } from './settingsFields'
import { memoryStorage } from '@test/stores/fakes'

const SPEC_FIELDS = [
  'MemberInfo', 'isLogin', 'platId', 'RefId', 'Version', 'currentApi', 'EnterpriseKey', 'bookingMethod', 'MemberMac',
  'PhoneType', 'isOpenBonusPoints', 'isPrivilegeStaffs', 'IsUserNewExpense', 'CustomerDepartmentList', 'phone',
  'CompanyName', 'Customers', 'IsApprover', 'IsTrial', 'IsManage', 'IsFinancial', 'IsPermittedUseCar',
  'IsPermittedUseCarTemp', 'IsPermittedUseCarWork', 'IsPermittedBookHotel', 'IsPermittedBookInternationalHotel',
  'IsPermittedBookFlight', 'IsPermittedBookTrain', 'IsPermittedBookInternationalFlight',
  'IsUploadTravelBusinessCertify', 'AccountBalance', 'HotelAdvanceDay', 'FlightAdvanceDay', 'IsExpiredContract',
  'takeoutPeritted', 'ToPage', 'ToOrderDetailSerialNo', 'journeyBizNo', 'ExternalOrderTravelPassengers', 'DebitType',
  'SinglePointLoginProductType', 'bookingProductType', 'webSiteUrl', 'TmpAuthCode', 'HOLIDAYS',
  'BonusPointsEnterpriseStatus', 'BonusPointsUseCarLimited', 'IsOpenBounusMall',
]

const login = { MemberId: 'M1', Token: 'T1', MemberName: '张三', EnterpriseId: 'E1', CustomerName: '张三' }

describe('SettingsStore', () => {
  it('has every stored setting of the spec, with the spec names, and nothing else', () => {
    expect([...SETTINGS_KEYS].sort()).toEqual([...SPEC_FIELDS].sort())
    const store = new SettingsStore({ storage: memoryStorage() })
    for (const key of SPEC_FIELDS) expect(key in store).toBe(true)
  })

  it('default identity: Version 8.15.00 and PlatId 1020', () => {
    const store = new SettingsStore({ storage: memoryStorage(), device: { PhoneType: 'H5', MemberMac: 'dev' } })
    expect(store.identity).toEqual({
      EnterpriseId: '',
      Version: '8.15.00',
      MemberId: '',
      MemberName: '',
      PhoneType: 'H5',
      MemberMac: 'dev',
      Token: '',
      PlatId: '1020',
      RefId: '',
      EnterpriseKey: '',
      bookingMethod: null,
    })
  })

  it('platId set by start-up replaces the default PlatId', () => {
    const store = new SettingsStore({ storage: memoryStorage() })
    store.update({ platId: '1028', RefId: '219' })
    expect(store.identity).toMatchObject({ PlatId: '1028', RefId: '219' })
  })

  it('applyLogin fills MemberInfo and logs in; identity follows', () => {
    const store = new SettingsStore({ storage: memoryStorage() })
    store.applyLogin({ ...login, EnterpriseKey: 'k1', IsApprover: 1 })
    expect(store.isLogin).toBe(true)
    expect(store.isLoggedIn).toBe(true)
    expect(store.MemberInfo).toMatchObject(login)
    expect(store.EnterpriseKey).toBe('k1')
    expect(store.IsApprover).toBe(true)
    expect(store.identity).toMatchObject({ MemberId: 'M1', Token: 'T1', EnterpriseId: 'E1', MemberName: '张三' })
  })

  it('applyLogin without a token does not log in', () => {
    const store = new SettingsStore({ storage: memoryStorage() })
    store.applyLogin({ MemberId: 'M1', Token: '' })
    expect(store.isLogin).toBe(false)
  })

  it('applyUserInfos copies known fields, coerces flags, maps aliases, ignores unknown ones', () => {
    const store = new SettingsStore({ storage: memoryStorage() })
    store.applyLogin(login)
    store.applyUserInfos({
      IsPermittedBookHotel: '1',
      IsPermittedBookFlight: 0,
      IsUserNewExpense: true,
      IsOpenBonusPoints: 1,
      HotelAdvanceDay: '30',
      CompanyName: '某某公司',
      EnterpriseId: 'E2',
      Token: 'hijack',
      Whatever: 1,
    })
    expect(store.IsPermittedBookHotel).toBe(true)
    expect(store.IsPermittedBookFlight).toBe(false)
    expect(store.IsUserNewExpense).toBe(true)
    expect(store.isOpenBonusPoints).toBe(true)
    expect(store.HotelAdvanceDay).toBe(30)
    expect(store.CompanyName).toBe('某某公司')
    expect(store.MemberInfo.EnterpriseId).toBe('E2')
    expect(store.MemberInfo.Token).toBe('T1')
    expect('Whatever' in store).toBe(false)
  })

  it('persists under the key settings on every change and reloads from it', () => {
    const storage = memoryStorage()
    const store = new SettingsStore({ storage })
    store.applyLogin(login)
    store.update({ IsApprover: true, HOLIDAYS: { '2026-05': [1] } })
    expect(storage.data.get(SETTINGS_STORAGE_KEY)).toMatchObject({ isLogin: true, IsApprover: true, MemberInfo: login })
    const again = new SettingsStore({ storage })
    expect(again.isLoggedIn).toBe(true)
    expect(again.IsApprover).toBe(true)
    expect(again.HOLIDAYS).toEqual({ '2026-05': [1] })
  })

  it('reload ignores unknown stored keys and fills missing MemberInfo fields', () => {
    const storage = memoryStorage({ [SETTINGS_STORAGE_KEY]: { MemberInfo: { MemberId: 'M9' }, junk: 1, IsTrial: 'true' } })
    const store = new SettingsStore({ storage })
    expect(store.MemberInfo).toMatchObject({ MemberId: 'M9', Token: '', Version: '8.15.00' })
    expect(store.IsTrial).toBe(true)
    expect('junk' in store).toBe(false)
  })

  it('clearSession forgets the member and keeps device and start-up fields', () => {
    const store = new SettingsStore({ storage: memoryStorage(), device: { PhoneType: 'H5', MemberMac: 'dev' } })
    store.update({ platId: '1004', RefId: '219', ToPage: '/pages/x', bookingMethod: 1 })
    store.applyLogin({ ...login, IsApprover: true, IsPermittedBookTrain: true, AccountBalance: 100 })
    store.clearSession()
    expect(store.isLogin).toBe(false)
    expect(store.MemberInfo.MemberId).toBe('')
    expect(store.MemberInfo.Token).toBe('')
    expect(store.IsApprover).toBe(false)
    expect(store.IsPermittedBookTrain).toBe(false)
    expect(store.AccountBalance).toBeNull()
    expect(store).toMatchObject({ platId: '1004', RefId: '219', ToPage: '/pages/x', bookingMethod: 1, PhoneType: 'H5', MemberMac: 'dev' })
    expect(DEVICE_KEYS).not.toContain('MemberInfo')
  })

  it('keeps a stored device id rather than the new one', () => {
    const storage = memoryStorage({ [SETTINGS_STORAGE_KEY]: { MemberMac: 'old' } })
    expect(new SettingsStore({ storage, device: { MemberMac: 'new' } }).MemberMac).toBe('old')
  })

  it('is observable', () => {
    const store = new SettingsStore({ storage: memoryStorage() })
    const seen: boolean[] = []
    const stop = autorun(() => seen.push(store.isLoggedIn))
    store.applyLogin(login)
    stop()
    expect(seen).toEqual([false, true])
  })
})
