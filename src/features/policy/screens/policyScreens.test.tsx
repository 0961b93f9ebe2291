import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, clickText, mountWith, typeInto, waitForText } from '@test/shared/render'
import { overReasonSession } from '../public'
import MyStandardScreen from './MyStandardScreen'
import OverReasonScreen from './OverReasonScreen'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const REASONS = { Reasons: [{ ReasonId: '1', Text: '协议酒店满房' }, { ReasonId: '2', Text: '客户或会议指定' }] }

beforeAll(initPxTransform)
beforeEach(() => {
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
})

describe('OverReasonScreen', () => {
  it('asks the enterprise reasons for the product; a listed one goes back through the channel', async () => {
    const fake = fakeRoot({ 'b2b/Customer/GetOverStandardReasons': REASONS })
    const session = overReasonSession(fake.root)
    session.open('form', { product: 'hotel', current: '' })
    await mountWith(fake.root, <OverReasonScreen routeId='product3.0/overReason' query={{ product: 'hotel' }} />)
    await waitForText('协议酒店满房')
    expect(fake.calls[0].body).toEqual({ Product: 'hotel' })
    await clickText('客户或会议指定')
    expect(session.take('form')).toBe('客户或会议指定')
    expect(Taro.navigateBack).toHaveBeenCalled()
  })

  it('one\'s own words need text; the current own reason is kept in the field', async () => {
    const fake = fakeRoot({ 'b2b/Customer/GetOverStandardReasons': REASONS })
    const session = overReasonSession(fake.root)
    session.open('form', { product: 'train', current: '' })
    await mountWith(fake.root, <OverReasonScreen routeId='product3.0/overReason' query={{ product: 'train', current: '' }} />)
    await waitForText('确定')
    await clickText('确定')
    expect(fake.toasts).toContain('请填写超标原因')
    expect(session.take('form')).toBeUndefined()
    await typeInto('请填写超标原因', '  会场所在酒店 ')
    await clickText('确定')
    expect(session.take('form')).toBe('会场所在酒店')
  })

  it('a failed load shows the error with retry', async () => {
    let attempts = 0
    const fake = fakeRoot({ 'b2b/Customer/GetOverStandardReasons': () => (++attempts === 1 ? fail('系统繁忙，请稍后再试', '5000') : REASONS) })
    await mountWith(fake.root, <OverReasonScreen routeId='product3.0/overReason' query={{}} />)
    await waitForText('系统繁忙，请稍后再试')
    await clickText('重试')
    await waitForText('协议酒店满房')
    expect(fake.calls[0].body).toEqual({})
  })
})

describe('MyStandardScreen', () => {
  it('shows every product\'s lines for the member\'s grade', async () => {
    const fake = fakeRoot({
      'b2b/Customer/QueryMyTravelStandard': {
        Grade: 'employee',
        GradeName: '员工',
        Products: [
          { Product: 'hotel', ProductName: '酒店', Lines: ['一线城市：每晚不超过¥600'] },
          { Product: 'train', ProductName: '火车票', Lines: ['席别：限二等座/硬座'] },
        ],
        Standards: { hotel: null, train: null, flight: null, car: null, takeout: null },
      },
    })
    await mountWith(fake.root, <MyStandardScreen routeId='my2.0/queryStandard' query={{}} />)
    await waitForText('一线城市：每晚不超过¥600')
    expect(bodyText()).toContain('职级：员工')
    expect(bodyText()).toContain('席别：限二等座/硬座')
  })
})
