import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { fail } from '@test/shared/fakeRequest'
import { bodyText, clickText, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import { carMapOf } from '../stores/carFlow'
import CarCheckUseTypeScreen from './CarCheckUseTypeScreen'
import CarSelectCityScreen from './CarSelectCityScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const city = (CityCode: string, CityName: string, Pinyin: string) => ({ CityCode, CityName, Pinyin, Longitude: 121.47, Latitude: 31.23 })
const CITIES = { Cities: [city('310100', '上海', 'shang hai'), city('440300', '深圳', 'shen zhen'), city('110100', '北京', 'bei jing')] }

beforeAll(initPxTransform)

describe('car pickers', () => {
  it('city picker: error with retry, cities by letter, a pinyin search; the chosen city is where the destination is searched', async () => {
    let attempts = 0
    const fake = fakeRoot({ 'car/api/tc/GetCityList': async () => (++attempts === 1 ? fail('网络异常，请稍后重试') : CITIES) })
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    await mountWith(fake.root, <CarSelectCityScreen routeId='index2.0/carIndex/selectCity' query={{ placeType: '2' }} />)
    await waitForText('网络异常，请稍后重试')
    await clickText('重试')
    await waitForText('北京')
    expect(bodyText()).toMatch(/B北京S上海深圳/)
    await typeIntoField('.at-search-bar', 'sz')
    await waitForText('深圳')
    expect(bodyText()).not.toContain('北京')
    await clickText('深圳')
    expect(carMapOf(fake.root).searchCity).toEqual({ CityCode: '440300', CityName: '深圳' })
  })

  it('use types follow the member\'s rights and set the chosen one', async () => {
    const fake = fakeRoot({}, { settings: { IsPermittedUseCar: true, IsPermittedUseCarTemp: false, IsPermittedUseCarWork: true } })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mountWith(fake.root, <CarCheckUseTypeScreen routeId='car/didi/checkUseType' variant='didi' query={{}} />)
    await waitForText('接机')
    expect(bodyText()).not.toContain('立即用车')
    expect(bodyText()).toContain('日租')
    await clickText('送机')
    expect(carMapOf(fake.root).mainInfo.useTypeItem.useType).toBe(4)
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/car/didi/index' })
  })
})
