import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, typeIntoField, waitForText } from '@test/shared/render'
import { CHEN, NATIONALITY_LIST } from '@test/travellers/testData'
import { nationalityPickSessionOf } from '../stores/nationalityPickSession'
import PassengerFormScreen from './PassengerFormScreen'
import PassengerListScreen from './PassengerListScreen'
import SelectNationalityScreen from './SelectNationalityScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const NATIONALITIES = { Nationalities: NATIONALITY_LIST.slice(0, 3) }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['my/passenger/passengerList', 'common2.0/passenger/index', 'components/sellectNationality']))
afterEach(() => jest.restoreAllMocks())

describe('PassengerListScreen', () => {
  it('lists masked documents, opens the form, deletes after confirming', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot({ 'b2b/Customer/GetPassengerList': { Passengers: [CHEN] }, 'b2b/Customer/DeletePassenger': { PassengerId: '88' } })
    await mountWith(root, <PassengerListScreen />)
    await waitForText('陈家豪', 8000)
    expect(bodyText()).toContain('身份证 1101**********0281')
    expect(bodyText()).toContain('港澳通行证 C1*****78')
    await clickText('编辑')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/common2.0/passenger/index?passengerId=88' })
    await clickText('删除')
    await clickText('确定删除')
    await flush()
    expect(calls.find((c) => c.path === 'Customer/DeletePassenger')?.body).toEqual({ PassengerId: '88' })
    await waitForText('暂无常用旅客，请添加', 8000)
  })

  it('says why a delete failed and keeps the row; empty and failed loads', async () => {
    const { root } = fakeRoot({ 'b2b/Customer/GetPassengerList': { Passengers: [CHEN] }, 'b2b/Customer/DeletePassenger': fail('常用旅客不存在', '4004') })
    await mountWith(root, <PassengerListScreen />)
    await waitForText('陈家豪', 8000)
    await clickText('删除')
    await clickText('确定删除')
    await waitForText('常用旅客不存在', 8000)
    expect(bodyText()).toContain('陈家豪')
    const failed = fakeRoot({ 'b2b/Customer/GetPassengerList': fail('网络异常') })
    await mountWith(failed.root, <PassengerListScreen />)
    await waitForText('网络异常', 8000)
    expect(bodyText()).toContain('重试')
  })
})

describe('PassengerFormScreen', () => {
  it('checks the spec\'s rules, keeps the input on refusal, saves once per reqId and goes back', async () => {
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    let answer: unknown = fail('国籍不正确', '4000')
    const { root, calls } = fakeRoot({ 'b2b/Customer/MaintainPassenger': () => answer })
    await mountWith(root, <PassengerFormScreen routeId='common2.0/passenger/index' query={{}} />)
    await waitForText('新增常用旅客', 8000)
    await typeInto('与证件一致的中文姓名', '·刘洋')
    await clickText('保存')
    expect(bodyText()).toContain('中文姓名格式不正确')
    await typeInto('与证件一致的中文姓名', '刘洋')
    await typeInto('请填写手机号', '1370000008')
    await clickText('保存')
    expect(bodyText()).toContain('请填写正确的手机号')
    await typeInto('请填写手机号', '13700000088')
    await typeInto('请填写身份证号码', '11010519491231002')
    await clickText('保存')
    expect(bodyText()).toContain('请填写正确的身份证号码')
    await typeInto('请填写身份证号码', '11010519491231002x')
    await clickText('保存')
    await waitForText('国籍不正确', 8000)
    expect((document.querySelector('[placeholder="与证件一致的中文姓名"]') as HTMLInputElement).value).toBe('刘洋')
    answer = { PassengerId: '99' }
    await clickText('保存')
    await flush()
    const saves = calls.filter((c) => c.path === 'Customer/MaintainPassenger')
    expect(saves).toHaveLength(2)
    expect(saves[1].body).toEqual({
      Name: '刘洋', EnLastName: '', EnFirstName: '', Phone: '13700000088',
      Documents: [{ IdentityType: 1, IdentityNo: '11010519491231002X', ExpiryDate: '', Nationality: 'CN' }],
    })
    expect(saves[1].options?.headers?.reqId).toBe(saves[0].options?.headers?.reqId)
    expect(navigateBack).toHaveBeenCalled()
  })

  it('edits a kept passenger with the nationality names, takes the picked nationality, removes a document', async () => {
    const { root, calls } = fakeRoot({ 'b2b/Customer/GetPassengerInfo': CHEN, 'common/api/Passenger/GetNationalityList': NATIONALITIES, 'b2b/Customer/MaintainPassenger': { PassengerId: '88' } })
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const session = nationalityPickSessionOf(root)
    session.open('passenger-document-1', { current: 'HK' })
    session.answer({ code: 'DE', name: '德国' })
    await mountWith(root, <PassengerFormScreen routeId='common2.0/passenger/index' query={{ passengerId: '88' }} />)
    await waitForText('编辑常用旅客', 8000)
    await waitForText('德国', 8000)
    expect(bodyText()).toContain('港澳通行证')
    expect(bodyText()).toContain('2029-03-01')
    const removes = Array.from(document.querySelectorAll('.passenger-form__remove'))
    expect(removes).toHaveLength(2)
    await clickText('保存')
    await flush()
    expect(calls.find((c) => c.path === 'Customer/MaintainPassenger')?.body).toMatchObject({
      PassengerId: '88',
      Documents: [
        { IdentityType: 1, Nationality: 'CN' },
        { IdentityType: 5, IdentityNo: 'C12345678', ExpiryDate: '2029-03-01', Nationality: 'DE' },
      ],
    })
  })

  it('shows a failed load with 重试', async () => {
    const { root } = fakeRoot({ 'b2b/Customer/GetPassengerInfo': fail('常用旅客不存在', '4004'), 'common/api/Passenger/GetNationalityList': NATIONALITIES })
    await mountWith(root, <PassengerFormScreen routeId='common2.0/passenger/index' query={{ passengerId: '5' }} />)
    await waitForText('常用旅客不存在', 8000)
    expect(bodyText()).toContain('重试')
  })
})

describe('SelectNationalityScreen', () => {
  it('searches by pinyin and answers the tapped country', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({ 'common/api/Passenger/GetNationalityList': NATIONALITIES })
    const session = nationalityPickSessionOf(root)
    session.open('passenger-document-0', { current: 'CN' })
    await mountWith(root, <SelectNationalityScreen />)
    await waitForText('中国香港', 8000)
    await typeIntoField('.at-search-bar', 'deguo')
    await flush()
    expect(bodyText()).not.toContain('中国香港')
    await clickText('德国')
    expect(session.take('passenger-document-0')).toEqual({ code: 'DE', name: '德国' })
    expect(navigateBack).toHaveBeenCalled()
  })

  it('empty search and failed load', async () => {
    const { root } = fakeRoot({ 'common/api/Passenger/GetNationalityList': NATIONALITIES })
    await mountWith(root, <SelectNationalityScreen />)
    await waitForText('德国', 8000)
    await typeIntoField('.at-search-bar', '火星')
    await waitForText('没有找到该国家/地区', 8000)
    const failed = fakeRoot({ 'common/api/Passenger/GetNationalityList': fail('网络异常') })
    await mountWith(failed.root, <SelectNationalityScreen />)
    await waitForText('网络异常', 8000)
  })
})
